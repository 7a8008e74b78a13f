/// Splits text into lines the way every diff tool counts them: on "\n", with a final
/// newline ending the last line rather than starting an empty one.
public enum TextLines {
    /// Works on UTF-8 bytes: splitting by `Character` walks grapheme clusters, which
    /// costs milliseconds on a long render full of box-drawing characters.
    public static func split(_ text: String) -> [Substring] {
        guard !text.isEmpty else { return [] }
        let utf8 = text.utf8
        var lines: [Substring] = []
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(text[lineStart..<index])
                lineStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if lineStart != utf8.endIndex {
            lines.append(text[lineStart...])
        }
        return lines
    }
}
