/// A text and the styling it resolved with, with its layouts cached per proposal and
/// the one chosen at placement kept for drawing. A value in its node tree, changed in
/// place there: an object each was an allocation and a reference count per text.
struct TextElement {
    let text: String
    let clusters: [TextCluster]
    let lineLimit: Int?
    let truncation: TruncationMode
    let alignment: TextAlignment
    /// The whole text on one line, when it has no line break: the layout for every
    /// proposal at least as wide (most of the proposals a stack makes), made once.
    private let wholeLine: TextLayout?
    private let wholeLineWidth: Int
    private var layouts: [CachedLayout] = []
    var finalLayout: TextLayout?

    /// A struct, not a tuple: an array of tuples finds its storage type at run time.
    private struct CachedLayout {
        var width: Int?
        var limit: Int?
        var layout: TextLayout
    }

    init(text: String, lineLimit: Int?, truncation: TruncationMode, alignment: TextAlignment) {
        self.text = text
        let clusters = TextCluster.segment(text)
        self.clusters = clusters
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.alignment = alignment
        wholeLineWidth = clusters.reduce(0) { $0 + $1.width }
        wholeLine = clusters.contains(where: \.isNewline)
            ? nil
            : TextLayout(lines: [TextLine(clusters: clusters)], isTruncated: false)
    }

    /// The layout for a proposal: its width wraps the text, its height limits the lines
    /// (never below one), as does `lineLimit`.
    mutating func layout(for proposal: ProposedSize) -> TextLayout {
        // What `TextLayout.make` gives a paragraph that fits (a width of 0 shows nothing).
        if let wholeLine, proposal.width.map({ $0 != 0 && wholeLineWidth <= $0 }) ?? true {
            return wholeLine
        }
        // No width: every text shares one layout (stacks ask each text this), so there
        // is nothing to cache.
        if proposal.width == 0 {
            return clusters.isEmpty ? .blank : .cutAway
        }
        let heightLimit = proposal.height.map { max(1, $0) }
        let limit = switch (lineLimit, heightLimit) {
        case let (line?, height?): min(line, height)
        case let (line, height): line ?? height
        }
        for cached in layouts where cached.width == proposal.width && cached.limit == limit {
            return cached.layout
        }
        let layout = TextLayout.make(clusters, width: proposal.width, lineLimit: limit, truncation: truncation)
        if layouts.isEmpty { layouts.reserveCapacity(4) }
        layouts.append(CachedLayout(width: proposal.width, limit: limit, layout: layout))
        return layout
    }
}

extension TextLayout {
    var size: Size { Size(width: width, height: height) }
}

struct ImageElement {
    /// What the placeholder shows: a symbol's glyph, `img`, a spinner.
    var label: String
    var isResizable: Bool
    var intrinsicSize: Size
}

struct ShapeElement {
    enum Form: Equatable {
        case rectangle
        case roundedRectangle
        case capsule
        case circle
    }

    enum Style: Equatable {
        case fill
        case stroke(BoxStyle.Weight)
    }

    var form: Form
    var style: Style

    var idealSize: Size { Size(width: 1, height: 1) }

    var name: String {
        switch form {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .circle: "Circle"
        }
    }
}
