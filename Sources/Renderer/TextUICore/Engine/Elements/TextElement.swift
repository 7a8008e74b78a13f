import RenderFormat
/// A `Text`: wraps to the width it is offered, truncates at its line limit, and prints
/// its text (what shows, and the whole of it when cut) in the semantics. Its data, with
/// the layouts it caches, lives in the tree (`ResolvedText`), changed in place.
struct TextElement: Element {
    /// Where the tree keeps the text.
    let index: Int

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        node.withText(index) { $0.size(for: proposal) }
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        node.withText(index) { $0.finalLayout = $0.layout(for: proposal) }
    }

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        node.withText(index) { text in
            guard let layout = text.finalLayout else { return }
            // By index, not `enumerated()`: unspecialized in swift test's debug build.
            let lines = layout.lines
            for row in lines.indices where row < rect.height {
                let line = lines[row]
                let offset = switch text.alignment {
                case .leading: 0
                case .center: (rect.width - line.width) / 2
                case .trailing: rect.width - line.width
                }
                canvas.text(line, column: rect.x + max(0, offset), row: rect.y + row, clip: clip)
            }
        }
    }

    var kind: String { "Text" }
    var line: SemanticsLinePresence { .always }
    var size: SemanticsSizePresence { .never }

    func writeText(of node: Node, into writer: inout RenderWriter) -> String? {
        node.withText(index) { text in
            writer.append(byte: UInt8(ascii: " "))
            if let layout = text.finalLayout, layout.isTruncated {
                Self.writeShownText(of: layout, cutFrom: text.text, into: &writer)
                return text.text
            }
            writer.appendQuoted(text.text)
            return nil
        }
    }

    func readableText(of node: Node) -> String? {
        node.withText(index) { $0.text }
    }

    /// What a cut text shows, quoted: its lines joined by spaces. When the whole text
    /// needs no escaping, neither do the clusters it shows (and "…"), which are written
    /// as they are; otherwise they are quoted as any text.
    private static func writeShownText(of layout: TextLayout, cutFrom text: String, into writer: inout RenderWriter) {
        func writeLines(into writer: inout RenderWriter) {
            let lines = layout.lines
            for index in lines.indices {
                if index > 0 { writer.append(byte: UInt8(ascii: " ")) }
                writer.append(lines[index])
            }
        }
        if SemanticsSyntax.needsNoEscape(text) {
            writer.append(byte: 0x22)
            writeLines(into: &writer)
            writer.append(byte: 0x22)
        } else {
            var shown = RenderWriter(capacity: 64)
            writeLines(into: &shown)
            writer.appendQuoted(shown.finish())
        }
    }
}

/// A text and the styling it resolved with, with its layouts cached per proposal and
/// the one chosen at placement kept for drawing. A value in its node tree, changed in
/// place there: an object each would be an allocation and a reference count per text.
struct ResolvedText {
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
        wholeLineWidth = clusters.totalWidth
        wholeLine = clusters.containsNewline
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

