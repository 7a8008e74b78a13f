/// How a render file is laid out: a header line, the framed screen, then a
/// `semantics` section and, when something did not fit, a `warnings` section. The view
/// layer writes it with these names and the tool reads it back with `sections(of:)`.
public enum RenderFile {
    /// The line that starts the semantics section.
    public static let semanticsHeading = "semantics"
    /// The line that starts the warnings section.
    public static let warningsHeading = "warnings"
    /// What each warning line starts with.
    public static let warningIndent = "  "

    /// The header line: `CharacterListView · loaded · iPhone 13 Pro Max 53×57 (8×16 pt) · en`,
    /// the screen's view, the snapshot's name if any, the device or component size, the
    /// locale.
    public static func header(_ parts: [String]) -> String {
        parts.joined(separator: " · ")
    }

    /// The row where the device's screen ends and unrolled scrolling content goes on,
    /// as wide as the framed screen's inside.
    public static func foldMarker(width: Int) -> String {
        let label = " end of screen "
        let dashes = max(0, width - label.count)
        let left = dashes / 2
        return "├" + String(repeating: "╌", count: left) + label + String(repeating: "╌", count: dashes - left) + "┤"
    }

    /// The parts of a render.
    public struct Sections: Sendable, Equatable {
        public var header: String?
        /// The screen, frame included; for a text that is not a render, every line
        /// after the first.
        public var screen: [String] = []
        /// One element a line, indented by depth.
        public var semantics: [String] = []
        /// Plain-language notes about problems the render shows, such as overflow.
        public var warnings: [String] = []

        public init(header: String? = nil, screen: [String] = [], semantics: [String] = [], warnings: [String] = []) {
            self.header = header
            self.screen = screen
            self.semantics = semantics
            self.warnings = warnings
        }
    }

    /// True for the text of a render: it has a line that starts its semantics section.
    public static func isRender(_ text: String) -> Bool {
        text.utf8.split(separator: UInt8(ascii: "\n")).contains { $0.elementsEqual(semanticsHeading.utf8) }
    }

    /// A render's text split into its parts.
    public static func sections(of text: String) -> Sections {
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
            case semanticsHeading: part = 1
            case warningsHeading: part = 2
            default:
                switch part {
                case 0: sections.screen.append(line)
                case 1: sections.semantics.append(line)
                default: sections.warnings.append(String(line.dropFirst(warningIndent.count)))
                }
            }
        }
        return sections
    }
}
