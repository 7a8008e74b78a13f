/// A finished render: a header line, the framed screen, the semantics, and warnings
/// when something did not fit.
public struct TextRender: Sendable, Equatable {
    /// The reference-file text: every line ends with `\n`.
    public let text: String

    /// A render as written, or read back from a reference file: the one place that
    /// knows how the sections of a render are told apart.
    public init(text: String) {
        self.text = text
    }

    /// The parts of a render, read from its text.
    public struct Sections: Sendable, Equatable {
        public var header: String?
        /// The screen, frame included; for a text that is not a render, every line
        /// after the first.
        public var screen: [String] = []
        public var semantics: [String] = []
        /// Plain-language notes about problems the render shows, such as overflow.
        public var warnings: [String] = []
    }

    /// The text read back into its parts. The renderer writes one text, and most
    /// callers (the snapshot strategies) want nothing else, so this is computed on
    /// demand: read it once when you need several parts.
    public var sections: Sections {
        var sections = Sections()
        // Split on bytes: splitting by Character walks grapheme clusters, which is slow
        // on rows full of box-drawing characters.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let header = lines.first else { return sections }
        sections.header = String(Substring(header))
        var part = 0
        for line in lines.dropFirst().map({ String(Substring($0)) }) {
            switch line {
            case "semantics": part = 1
            case "warnings": part = 2
            default:
                switch part {
                case 0: sections.screen.append(line)
                case 1: sections.semantics.append(line)
                default: sections.warnings.append(String(line.dropFirst(2)))
                }
            }
        }
        return sections
    }

    public var header: String { sections.header ?? "" }
    public var screen: [String] { sections.screen }
    public var semantics: [String] { sections.semantics }
    public var warnings: [String] { sections.warnings }
}
