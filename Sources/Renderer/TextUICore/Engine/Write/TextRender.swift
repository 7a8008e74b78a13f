import RenderFormat

/// A finished render: a header line, the framed screen, the semantics, and warnings
/// when something did not fit.
package struct TextRender: Sendable, Equatable {
    /// The reference-file text: every line ends with `\n`.
    public let text: String
    /// The picture's colors, when the renderer was asked to paint them
    /// (`ScreenRenderer.paintsColors`); never part of the text.
    public let colors: ColorPicture?

    /// A render as written, or read back from a reference file: the one place that
    /// knows how the sections of a render are told apart.
    public init(text: String, colors: ColorPicture? = nil) {
        self.text = text
        self.colors = colors
    }

    /// The parts of a render, read from its text.
    public typealias Sections = RenderFile.Sections

    /// The text read back into its parts. The renderer writes one text, and most
    /// callers (the snapshot strategies) want nothing else, so this is computed on
    /// demand: read it once when you need several parts.
    public var sections: Sections {
        RenderFile.sections(of: text)
    }

    public var header: String { sections.header ?? "" }
    public var screen: [String] { sections.screen }
    public var semantics: [String] { sections.semantics }
    public var warnings: [String] { sections.warnings }
}
