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
        var size: Size
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
            : TextLayout(line: TextLine(clusters: clusters), isTruncated: false)
    }

    /// The layout for a proposal: its width wraps the text, its height limits the lines
    /// (never below one), as does `lineLimit`.
    mutating func layout(for proposal: ProposedSize) -> TextLayout {
        switch source(for: proposal) {
        case .wholeLine: wholeLine!
        case .noWidth: clusters.isEmpty ? .blank : .cutAway
        case let .cached(index): layouts[index].layout
        }
    }

    /// The size of that layout. Layout asks many times, and a layout returned is its
    /// lines retained and released again.
    mutating func size(for proposal: ProposedSize) -> Size {
        switch source(for: proposal) {
        case .wholeLine: Size(width: wholeLineWidth, height: 1)
        case .noWidth: Size(width: 0, height: 1)
        case let .cached(index): layouts[index].size
        }
    }

    private enum Source {
        /// What `TextLayout.make` gives a paragraph that fits.
        case wholeLine
        /// A width of 0, which shows nothing: every text shares one layout, so there is
        /// nothing to cache (stacks ask each text this).
        case noWidth
        case cached(Int)
    }

    private mutating func source(for proposal: ProposedSize) -> Source {
        if wholeLine != nil, proposal.width.map({ $0 != 0 && wholeLineWidth <= $0 }) ?? true {
            return .wholeLine
        }
        if proposal.width == 0 { return .noWidth }
        let heightLimit = proposal.height.map { max(1, $0) }
        let limit = switch (lineLimit, heightLimit) {
        case let (line?, height?): min(line, height)
        case let (line, height): line ?? height
        }
        for index in layouts.indices where layouts[index].width == proposal.width && layouts[index].limit == limit {
            return .cached(index)
        }
        let layout = TextLayout.make(clusters, width: proposal.width, lineLimit: limit, truncation: truncation)
        if layouts.isEmpty { layouts.reserveCapacity(4) }
        layouts.append(CachedLayout(width: proposal.width, limit: limit, layout: layout, size: layout.size))
        return .cached(layouts.count - 1)
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

/// Insets in cells.
struct CellInsets: Equatable {
    var top = 0
    var leading = 0
    var bottom = 0
    var trailing = 0
}

struct StackElement {
    var axis: Axis
    var horizontalAlignment: HorizontalAlignment
    var verticalAlignment: VerticalAlignment
    var spacing: Int
}

/// A frame's bounds in cells. Stored as 32-bit lengths, `nil` as a value no length
/// takes, so that a node's kind stays small: it is copied at every switch over it.
struct FrameElement {
    private var lengths: (Int32, Int32, Int32, Int32, Int32, Int32)
    var alignment: Alignment

    init(minWidth: Int?, idealWidth: Int?, maxWidth: Int?, minHeight: Int?, idealHeight: Int?, maxHeight: Int?, alignment: Alignment) {
        lengths = (Self.store(minWidth), Self.store(idealWidth), Self.store(maxWidth), Self.store(minHeight), Self.store(idealHeight), Self.store(maxHeight))
        self.alignment = alignment
    }

    var minWidth: Int? { Self.load(lengths.0) }
    var idealWidth: Int? { Self.load(lengths.1) }
    var maxWidth: Int? { Self.load(lengths.2) }
    var minHeight: Int? { Self.load(lengths.3) }
    var idealHeight: Int? { Self.load(lengths.4) }
    var maxHeight: Int? { Self.load(lengths.5) }

    private static let none = Int32.min

    private static func store(_ length: Int?) -> Int32 {
        guard let length else { return none }
        return Int32(clamping: length)
    }

    private static func load(_ length: Int32) -> Int? {
        length == none ? nil : Int(length)
    }
}

struct TextFieldElement {
    var text: String
    var placeholder: String
    var isSearch: Bool
}
