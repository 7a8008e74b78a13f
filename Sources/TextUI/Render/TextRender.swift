/// A finished render: a header line, the framed screen, the semantics, and warnings
/// when something did not fit.
public struct TextRender: Sendable, Equatable {
    public var header: String
    /// The screen, frame included.
    public var screen: [String]
    public var semantics: [String]
    /// Plain-language notes about problems the render shows, such as overflow.
    public var warnings: [String]

    /// The reference-file text: every line ends with `\n`.
    public var text: String {
        var lines = [header] + screen + ["semantics"] + semantics
        if !warnings.isEmpty {
            lines += ["warnings"] + warnings.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
