import Foundation

// `AttributedString(markdown:)`, which Linux's Foundation lacks: inline Markdown becomes
// `inlinePresentationIntent` (emphasis, bold, code, strikethrough), `link` and
// `imageURL` attributes, as on iOS. Block syntax is read for its text only (see
// `MarkdownBlock`); extended attributes (`^[text](…)`), inline HTML and reference
// links are left as plain text.

extension AttributedString {
    /// Parses Markdown. Markdown always parses, so this throws nothing here; it throws on
    /// iOS only for invalid extended attributes, which are not interpreted here.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        for run in MarkdownRendering.runs(of: markdown, options: options, baseURL: baseURL) {
            var container = AttributeContainer()
            if !run.intent.isEmpty { container.inlinePresentationIntent = run.intent }
            if let link = run.link { container.link = link }
            if let imageURL = run.imageURL { container.imageURL = imageURL }
            append(AttributedString(run.text, attributes: container))
        }
    }

    /// Parses UTF-8 Markdown.
    public init(markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        guard let text = String(data: markdown, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        try self.init(markdown: text, options: options, baseURL: baseURL)
    }

    /// A localized string's text, its inline Markdown interpreted as iOS does.
    public init(localized resource: LocalizedStringResource) {
        let options = MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        self = (try? AttributedString(markdown: String(localized: resource), options: options)) ?? AttributedString(String(localized: resource))
    }
}

/// Markdown source to attributed runs, for one set of options.
enum MarkdownRendering {
    static func runs(of markdown: String, options: AttributedString.MarkdownParsingOptions, baseURL: URL?) -> [MarkdownRun] {
        switch options.interpretedSyntax {
        case .inlineOnlyPreservingWhitespace:
            return InlineMarkdownParser(preservesWhitespace: true, baseURL: baseURL).parse(markdown)
        case .inlineOnly:
            let text = markdown.trimmingCharacters(in: .whitespacesAndNewlines)
            return InlineMarkdownParser(preservesWhitespace: false, baseURL: baseURL).parse(text)
        case .full:
            let parser = InlineMarkdownParser(preservesWhitespace: false, baseURL: baseURL)
            return MarkdownBlock.blocks(of: markdown).flatMap { block -> [MarkdownRun] in
                switch block {
                case .inline(let text): parser.parse(text)
                case .code(let text): [MarkdownRun(text: text)]
                }
            }
        }
    }
}
