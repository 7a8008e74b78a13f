/// Wraps and truncates text on the grid.
///
/// Lines break at spaces and on either side of an ideograph; a word longer than the line
/// breaks between grapheme clusters, and a wide cluster never straddles the edge. When
/// the lines exceed the limit, the last kept line takes the rest of the text and is cut
/// with "…" (at the tail, head or middle).
struct TextLayout: Equatable {
    var lines: [TextLine]
    var isTruncated: Bool

    var width: Int { lines.reduce(0) { max($0, $1.width) } }
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
            return TextLayout(lines: [TextLine(clusters: [])], isTruncated: !clusters.isEmpty)
        }
        // Most texts are one paragraph that fits: no wrapping to do.
        let totalWidth = clusters.reduce(0) { $0 + $1.width }
        if width.map({ totalWidth <= $0 }) ?? true, !clusters.contains(where: \.isNewline) {
            return TextLayout(lines: [TextLine(clusters: clusters)], isTruncated: false)
        }
        let paragraphs = split(paragraphsOf: clusters)
        guard let width else {
            let lines = paragraphs.map { TextLine(clusters: $0) }
            return limit(lines, to: lineLimit, width: nil, truncation: truncation, source: paragraphs)
        }
        guard width > 0 else {
            return TextLayout(lines: [TextLine(clusters: [])], isTruncated: !clusters.isEmpty)
        }
        if lineLimit == 1, truncation != .tail {
            // Head and middle truncation read the text as one line.
            let single = Array(paragraphs.joined(separator: [TextCluster.space]))
            let line = TextLine(clusters: single)
            if line.width <= width { return TextLayout(lines: [line], isTruncated: false) }
            return TextLayout(lines: [truncate(single, to: width, mode: truncation)], isTruncated: true)
        }
        var lines: [TextLine] = []
        for paragraph in paragraphs {
            lines += wrap(paragraph, width: width)
        }
        return limit(lines, to: lineLimit, width: width, truncation: .tail, source: paragraphs)
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
        var spaceWidth: Int { leadingSpaces.reduce(0) { $0 + $1.width } }
        var width: Int { clusters.reduce(0) { $0 + $1.width } }
    }

    private static func words(of paragraph: [TextCluster]) -> [Word] {
        var words: [Word] = []
        var current = Word()
        for cluster in paragraph {
            if cluster.isSpace {
                if !current.clusters.isEmpty {
                    words.append(current)
                    current = Word()
                }
                current.leadingSpaces.append(cluster)
            } else if cluster.allowsBreakAround {
                if !current.clusters.isEmpty {
                    words.append(current)
                    current = Word()
                }
                current.clusters.append(cluster)
                words.append(current)
                current = Word()
            } else {
                if let last = current.clusters.last, last.allowsBreakAround {
                    words.append(current)
                    current = Word()
                }
                current.clusters.append(cluster)
            }
        }
        if !current.clusters.isEmpty || !current.leadingSpaces.isEmpty || words.isEmpty {
            words.append(current)
        }
        return words
    }

    private static func wrap(_ paragraph: [TextCluster], width: Int) -> [TextLine] {
        var lines: [TextLine] = []
        var line = TextLine(clusters: [])
        var lineWidth = 0
        for word in words(of: paragraph) {
            let spaceWidth = lineWidth == 0 && !lines.isEmpty ? 0 : word.spaceWidth
            if lineWidth + spaceWidth + word.width <= width {
                if spaceWidth > 0 { line.clusters += word.leadingSpaces }
                line.clusters += word.clusters
                lineWidth += spaceWidth + word.width
                continue
            }
            if lineWidth > 0 {
                line.trimTrailingSpaces()
                lines.append(line)
                line = TextLine(clusters: [])
                lineWidth = 0
            }
            // The word starts a line: break it between clusters if it is too long.
            for cluster in word.clusters {
                if lineWidth + cluster.width > width, lineWidth > 0 {
                    lines.append(line)
                    line = TextLine(clusters: [])
                    lineWidth = 0
                }
                if cluster.width > width { continue } // a wide glyph on a one-cell line
                line.clusters.append(cluster)
                lineWidth += cluster.width
            }
        }
        line.trimTrailingSpaces()
        lines.append(line)
        return lines
    }

    // MARK: - Truncation

    private static func limit(
        _ lines: [TextLine],
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
        // The last line carries on with everything that did not fit.
        var rest: [TextCluster] = []
        for line in lines[(kept - 1)...] {
            if !rest.isEmpty { rest.append(.space) }
            rest += line.clusters
        }
        let lastWidth = width ?? lines[kept - 1].width
        result.append(truncate(rest, to: max(lastWidth, 1), mode: truncation, force: true))
        return TextLayout(lines: result, isTruncated: true)
    }

    /// Cuts clusters to `width` cells with one "…". With `force`, the ellipsis is added
    /// even when the clusters fit (more text follows).
    static func truncate(_ clusters: [TextCluster], to width: Int, mode: TruncationMode, force: Bool = false) -> TextLine {
        let total = clusters.reduce(0) { $0 + $1.width }
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
