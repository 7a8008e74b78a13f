/// The blocks of Markdown's full syntax, as far as their text goes: paragraphs, headings,
/// list items, block quotes and fenced code. iOS marks each with a `presentationIntent`
/// and writes no separator between them; Linux's Foundation has no such attribute, so
/// only the text and inline attributes are produced here.
enum MarkdownBlock: Equatable {
    /// Text to parse for inline syntax.
    case inline(String)
    /// A fenced code block's lines, verbatim.
    case code(String)

    static func blocks(of source: String) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var paragraph: [String] = []
        var fence: (marker: Character, length: Int, lines: [String])?

        func endParagraph() {
            let text = paragraph.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { blocks.append(.inline(text)) }
            paragraph = []
        }

        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let open = fence {
                if let closing = fenceMarker(rawLine), closing.marker == open.marker, closing.length >= open.length, closing.info.isEmpty {
                    blocks.append(.code(open.lines.map { $0 + "\n" }.joined()))
                    fence = nil
                } else {
                    fence?.lines.append(rawLine)
                }
                continue
            }
            var line = rawLine
            while let quoted = stripping(#"^ {0,3}> ?"#, from: line) { line = quoted }
            if line.allSatisfy(\.isWhitespace) {
                endParagraph()
            } else if let marker = fenceMarker(line) {
                endParagraph()
                fence = (marker.marker, marker.length, [])
            } else if !paragraph.isEmpty, line.range(of: #"^ {0,3}(=+|-+) *$"#, options: .regularExpression) != nil {
                endParagraph()
            } else if line.range(of: #"^ {0,3}([-*_])( *\1){2,} *$"#, options: .regularExpression) != nil {
                endParagraph()
            } else if let heading = stripping(#"^ {0,3}#{1,6}( +|$)"#, from: line) {
                endParagraph()
                paragraph = [heading.replacingOccurrences(of: #"( +#+)? *$"#, with: "", options: .regularExpression)]
                endParagraph()
            } else if let item = stripping(#"^ {0,3}([-+*]|[0-9]{1,9}[.)])( +|$)"#, from: line) {
                endParagraph()
                paragraph = [item]
            } else {
                paragraph.append(line)
            }
        }
        if let open = fence { blocks.append(.code(open.lines.map { $0 + "\n" }.joined())) }
        endParagraph()
        return blocks
    }

    private static func stripping(_ pattern: String, from line: String) -> String? {
        guard let range = line.range(of: pattern, options: .regularExpression) else { return nil }
        return String(line[range.upperBound...])
    }

    private static func fenceMarker(_ line: String) -> (marker: Character, length: Int, info: String)? {
        guard let range = line.range(of: #"^ {0,3}(`{3,}|~{3,})"#, options: .regularExpression) else { return nil }
        let run = line[range].trimmingCharacters(in: .whitespaces)
        guard let marker = run.first else { return nil }
        let info = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
        if marker == "`", info.contains("`") { return nil }
        return (marker, run.count, info)
    }
}
