/// Splits text into lines the way every diff tool counts them: on "\n", with a final
/// newline ending the last line rather than starting an empty one.
public enum TextLines {
    public static func split(_ text: String) -> [Substring] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") {
            lines.removeLast()
        }
        return lines
    }
}
