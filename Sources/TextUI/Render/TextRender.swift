/// A finished render: a header line, the framed screen, the semantics, and warnings
/// when something did not fit.
public struct TextRender: Sendable, Equatable {
    /// The reference-file text: every line ends with `\n`.
    public let text: String

    init(text: String) {
        self.text = text
    }

    public var header: String { sections.header }
    /// The screen, frame included.
    public var screen: [String] { sections.screen }
    public var semantics: [String] { sections.semantics }
    /// Plain-language notes about problems the render shows, such as overflow.
    public var warnings: [String] { sections.warnings }

    /// The text read back into its parts: the render is written as one text, and most
    /// callers (the snapshot strategies) want nothing else.
    private var sections: (header: String, screen: [String], semantics: [String], warnings: [String]) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let header = lines.first else { return ("", [], [], []) }
        let semanticsStart = lines.firstIndex(of: "semantics") ?? lines.count
        let warningsStart = lines.firstIndex(of: "warnings") ?? lines.count
        let screen = Array(lines[1..<semanticsStart])
        let semantics = semanticsStart < lines.count ? Array(lines[(semanticsStart + 1)..<warningsStart]) : []
        let warnings = warningsStart < lines.count ? lines[(warningsStart + 1)...].map { String($0.dropFirst(2)) } : []
        return (header, screen, semantics, warnings)
    }
}
