/// Wraps and truncates text on the grid.
///
/// Lines break at spaces and on either side of an ideograph; a word longer than the line
/// breaks between grapheme clusters, and a wide cluster never straddles the edge. When
/// the lines exceed the limit, the last kept line takes the rest of the text and is cut
/// with "…" (at the tail, head or middle).
struct TextLayout: Equatable {
    var lines: TextLines
    var isTruncated: Bool

    init(lines: [TextLine], isTruncated: Bool) {
        self.lines = TextLines(lines)
        self.isTruncated = isTruncated
    }

    /// A layout of one line, without an array for it.
    init(line: TextLine, isTruncated: Bool) {
        lines = TextLines(line)
        self.isTruncated = isTruncated
    }

    /// The widest line's cells, by index rather than `reduce` (see `totalWidth`).
    var width: Int {
        var widest = 0
        var index = lines.startIndex
        while index < lines.endIndex {
            let width = lines[index].width
            if width > widest { widest = width }
            index += 1
        }
        return widest
    }

    /// One empty line: an empty text, or one laid out in no width (`cutAway`). Shared,
    /// as stacks ask every text for its size in no width.
    static let blank = TextLayout(line: TextLine(clusters: []), isTruncated: false)
    static let cutAway = TextLayout(line: TextLine(clusters: []), isTruncated: true)
    var height: Int { lines.count }

    /// - Parameters:
    ///   - width: cells available per line; nil lays each paragraph on one line.
    ///   - lineLimit: most lines shown; nil for no limit.
    static func make(
        _ clusters: [TextCluster],
        width: Int?,
        lineLimit: Int?,
        truncation: TruncationMode
    ) -> TextLayout {
        if width == 0 {
            return clusters.isEmpty ? .blank : .cutAway
        }
        // Most texts are one paragraph that fits: no wrapping to do.
        let totalWidth = clusters.totalWidth
        if width.map({ totalWidth <= $0 }) ?? true, !clusters.containsNewline {
            return TextLayout(line: TextLine(clusters: clusters), isTruncated: false)
        }
        if lineLimit == 1, truncation == .tail, let width, width > 1,
           clusters.first?.isSpace == false, clusters.last?.isSpace == false,
           !clusters.containsNewline {
            // One line cut at the tail: the line wrapping then cutting gives, without
            // laying out the lines that are cut away. (Wrapping drops spaces that keep
            // a first word from fitting and spaces that end the text, and a one-cell
            // line cannot hold a wide glyph: those take the general path.)
            return TextLayout(line: truncate(clusters, to: width, mode: .tail, force: true), isTruncated: true)
        }
        return makeByWrapping(clusters, width: width, lineLimit: lineLimit, truncation: truncation)
    }

    /// The general layout: paragraphs wrapped into lines, then limited. Internal so that
    /// tests can check the shortcuts of `make` against it.
    static func makeByWrapping(
        _ clusters: [TextCluster],
        width: Int?,
        lineLimit: Int?,
        truncation: TruncationMode
    ) -> TextLayout {
        let paragraphs = split(paragraphsOf: clusters)
        guard let width else {
            let lines = paragraphs.map { TextLine(clusters: $0) }
            let starts = paragraphs.indices.map { (paragraph: $0, offset: 0) }
            return limit(lines, starts: starts, to: lineLimit, width: nil, truncation: truncation, source: paragraphs)
        }
        guard width > 0 else {
            return clusters.isEmpty ? .blank : .cutAway
        }
        if lineLimit == 1, truncation != .tail {
            // Head and middle truncation read the text as one line.
            let single = Array(paragraphs.joined(separator: [TextCluster.space]))
            let line = TextLine(clusters: single)
            if line.width <= width { return TextLayout(line: line, isTruncated: false) }
            return TextLayout(line: truncate(single, to: width, mode: truncation), isTruncated: true)
        }
        var lines: [TextLine] = []
        var starts: [(paragraph: Int, offset: Int)] = []
        var dropsGlyphs = false
        for (index, paragraph) in paragraphs.enumerated() {
            let wrapped = wrap(paragraph, width: width)
            lines += wrapped.lines
            starts += wrapped.starts.map { (paragraph: index, offset: $0) }
            dropsGlyphs = dropsGlyphs || wrapped.dropsGlyphs
        }
        var layout = limit(lines, starts: starts, to: lineLimit, width: width, truncation: .tail, source: paragraphs)
        // A glyph left out is text the reader does not see: the semantics must say so.
        if dropsGlyphs { layout.isTruncated = true }
        return layout
    }

    // MARK: - Wrapping

    private static func split(paragraphsOf clusters: [TextCluster]) -> [[TextCluster]] {
        var paragraphs: [[TextCluster]] = [[]]
        for cluster in clusters {
            if cluster.isNewline {
                paragraphs.append([])
            } else {
                paragraphs[paragraphs.count - 1].append(cluster)
            }
        }
        return paragraphs
    }

    /// A word with the spaces before it.
    private struct Word {
        var leadingSpaces: [TextCluster] = []
        var clusters: [TextCluster] = []
        /// Where `clusters` starts in the paragraph.
        var start = 0
        var spaceWidth: Int { leadingSpaces.totalWidth }
        var width: Int { clusters.totalWidth }
    }

    private static func words(of paragraph: [TextCluster]) -> [Word] {
        var words: [Word] = []
        var current = Word()
        func startWord() {
            words.append(current)
            current = Word()
        }
        for (index, cluster) in paragraph.enumerated() {
            if cluster.isSpace {
                if !current.clusters.isEmpty { startWord() }
                current.leadingSpaces.append(cluster)
                continue
            }
            if let last = current.clusters.last, cluster.allowsBreakAround || last.allowsBreakAround {
                startWord()
            }
            if current.clusters.isEmpty { current.start = index }
            current.clusters.append(cluster)
        }
        if !current.clusters.isEmpty || !current.leadingSpaces.isEmpty || words.isEmpty {
            words.append(current)
        }
        return words
    }

    /// The lines of one paragraph, where each starts in it, and whether a wide glyph was
    /// left out because the line is one cell wide.
    private static func wrap(_ paragraph: [TextCluster], width: Int) -> (lines: [TextLine], starts: [Int], dropsGlyphs: Bool) {
        var lines: [TextLine] = []
        var starts: [Int] = []
        var dropsGlyphs = false
        var line = TextLine(clusters: [])
        var lineStart = 0
        var lineWidth = 0
        func endLine(_ next: Int) {
            lines.append(line)
            starts.append(lineStart)
            line = TextLine(clusters: [])
            lineStart = next
            lineWidth = 0
        }
        for word in words(of: paragraph) {
            let spaceWidth = lineWidth == 0 && !lines.isEmpty ? 0 : word.spaceWidth
            if lineWidth + spaceWidth + word.width <= width {
                if spaceWidth > 0 { line.clusters += word.leadingSpaces }
                line.clusters += word.clusters
                lineWidth += spaceWidth + word.width
                continue
            }
            // Spaces that end the paragraph and do not fit are dropped, as at any break.
            if word.clusters.isEmpty { continue }
            if lineWidth > 0 {
                line.trimTrailingSpaces()
                endLine(word.start)
            } else if line.clusters.isEmpty {
                // A first word too long to keep its leading spaces starts the line.
                lineStart = word.start
            }
            // The word starts a line: break it between clusters if it is too long.
            for (offset, cluster) in word.clusters.enumerated() {
                if lineWidth + cluster.width > width, lineWidth > 0 {
                    endLine(word.start + offset)
                }
                if cluster.width > width { // a wide glyph on a one-cell line
                    dropsGlyphs = true
                    continue
                }
                line.clusters.append(cluster)
                lineWidth += cluster.width
            }
        }
        line.trimTrailingSpaces()
        endLine(paragraph.count)
        return (lines, starts, dropsGlyphs)
    }

    // MARK: - Truncation

    /// Keeps `lineLimit` lines; the last one takes the rest of the text from where it
    /// starts (paragraphs joined by a space) and is cut with "…".
    private static func limit(
        _ lines: [TextLine],
        starts: [(paragraph: Int, offset: Int)],
        to lineLimit: Int?,
        width: Int?,
        truncation: TruncationMode,
        source: [[TextCluster]]
    ) -> TextLayout {
        guard let lineLimit, lines.count > lineLimit else {
            return TextLayout(lines: lines, isTruncated: false)
        }
        let kept = max(lineLimit, 1)
        var result = Array(lines.prefix(kept - 1))
        let (paragraph, offset) = starts[kept - 1]
        var rest = Array(source[paragraph][offset...])
        for next in source[(paragraph + 1)...] {
            rest.append(.space)
            rest += next
        }
        let lastWidth = width ?? lines[kept - 1].width
        result.append(truncate(rest, to: max(lastWidth, 1), mode: truncation, force: true))
        return TextLayout(lines: result, isTruncated: true)
    }

    /// Cuts clusters to `width` cells with one "…". With `force`, the ellipsis is added
    /// even when the clusters fit (more text follows).
    static func truncate(_ clusters: [TextCluster], to width: Int, mode: TruncationMode, force: Bool = false) -> TextLine {
        let total = clusters.totalWidth
        if !force, total <= width { return TextLine(clusters: clusters) }
        guard width > 1 else { return TextLine(clusters: width == 1 ? [.ellipsis] : []) }
        let room = width - 1
        switch mode {
        case .tail:
            var line = TextLine(clusters: prefix(of: clusters, fitting: room))
            line.trimTrailingSpaces()
            line.clusters.append(.ellipsis)
            return line
        case .head:
            var tail = suffix(of: clusters, fitting: room)
            while tail.first?.isSpace == true { tail.removeFirst() }
            return TextLine(clusters: [.ellipsis] + tail)
        case .middle:
            var head = TextLine(clusters: prefix(of: clusters, fitting: (room + 1) / 2))
            head.trimTrailingSpaces()
            var tail = suffix(of: clusters, fitting: room / 2)
            while tail.first?.isSpace == true { tail.removeFirst() }
            return TextLine(clusters: head.clusters + [.ellipsis] + tail)
        }
    }

    private static func prefix(of clusters: [TextCluster], fitting width: Int) -> [TextCluster] {
        var used = 0
        var result: [TextCluster] = []
        result.reserveCapacity(min(clusters.count, width + 1))
        for cluster in clusters {
            if used + cluster.width > width { break }
            used += cluster.width
            result.append(cluster)
        }
        return result
    }

    private static func suffix(of clusters: [TextCluster], fitting width: Int) -> [TextCluster] {
        var used = 0
        var result: [TextCluster] = []
        for cluster in clusters.reversed() {
            if used + cluster.width > width { break }
            used += cluster.width
            result.append(cluster)
        }
        return result.reversed()
    }
}

/// Where a line that does not fit loses its characters.
///
/// Head and middle apply to text shown on one line (`lineLimit(1)`, or a height of one
/// row): the whole text is read as that line. A text on several lines is always cut at
/// the tail of its last line, as SwiftUI does, since cutting the head of a wrapped
/// paragraph would hide its first lines.
public enum TruncationMode: Sendable, Hashable {
    /// `…end of the text`
    case head
    /// `Start of … text`
    case middle
    /// `Start of the t…`
    case tail
}

/// The lines of a layout. Most layouts are one line, kept inline: an array for it would
/// be an allocation for almost every text.
struct TextLines: RandomAccessCollection, Equatable {
    private enum Storage {
        case one(TextLine)
        case many([TextLine])
    }

    private let storage: Storage

    /// One line is always stored inline, so equal lines compare equal however they came.
    init(_ lines: [TextLine]) {
        storage = lines.count == 1 ? .one(lines[0]) : .many(lines)
    }

    init(_ line: TextLine) {
        storage = .one(line)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .one: 1
        case let .many(lines): lines.count
        }
    }

    subscript(position: Int) -> TextLine {
        switch storage {
        case let .one(line):
            precondition(position == 0, "line index out of range")
            return line
        case let .many(lines):
            return lines[position]
        }
    }

    static func == (lhs: TextLines, rhs: TextLines) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
