import Foundation
import FoundationAdditions
import Testing

struct AttributedStringMarkdownTests {
    private struct Run: Equatable, CustomStringConvertible {
        let text: String
        let intent: InlinePresentationIntent?
        let link: String?

        init(_ text: String, _ intent: InlinePresentationIntent? = nil, link: String? = nil) {
            self.text = text
            self.intent = intent
            self.link = link
        }

        var description: String { "\(text.debugDescription) \(intent.map { String($0.rawValue) } ?? "-") \(link ?? "-")" }
    }

    private func runs(_ markdown: String, _ syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax = .inlineOnlyPreservingWhitespace, baseURL: URL? = nil) throws -> [Run] {
        let string = try AttributedString(markdown: markdown, options: .init(interpretedSyntax: syntax), baseURL: baseURL)
        return string.runs.map { run in
            Run(String(string[run.range].characters), run.inlinePresentationIntent, link: run.link?.absoluteString)
        }
    }

    @Test func emphasis() throws {
        #expect(try runs("**bold** and *italic*") == [Run("bold", .stronglyEmphasized), Run(" and "), Run("italic", .emphasized)])
        #expect(try runs("__bold__ _it_") == [Run("bold", .stronglyEmphasized), Run(" "), Run("it", .emphasized)])
        #expect(try runs("***both***") == [Run("both", [.emphasized, .stronglyEmphasized])])
        #expect(try runs("*a **b** c*") == [Run("a ", .emphasized), Run("b", [.emphasized, .stronglyEmphasized]), Run(" c", .emphasized)])
    }

    @Test func strikethroughAndCode() throws {
        #expect(try runs("~~gone~~ stays") == [Run("gone", .strikethrough), Run(" stays")])
        #expect(try runs("run `swift test` now") == [Run("run "), Run("swift test", .code), Run(" now")])
        #expect(try runs("`**not bold**`") == [Run("**not bold**", .code)])
        #expect(try runs("`` a ` b ``") == [Run("a ` b", .code)])
    }

    @Test func whatIsNotEmphasis() throws {
        #expect(try runs("snake_case_name") == [Run("snake_case_name")])
        #expect(try runs("a * b * c") == [Run("a * b * c")])
        #expect(try runs("**unclosed") == [Run("**unclosed")])
        #expect(try runs("\\*not\\* \\[x\\]") == [Run("*not* [x]")])
        #expect(try runs("price: 5 * 3") == [Run("price: 5 * 3")])
    }

    @Test func links() throws {
        #expect(try runs("See [Apple](https://apple.com) now") == [Run("See "), Run("Apple", link: "https://apple.com"), Run(" now")])
        #expect(try runs("**[bold link](https://x.com \"Title\")**") == [Run("bold link", .stronglyEmphasized, link: "https://x.com")])
        #expect(try runs("<https://example.com/a>") == [Run("https://example.com/a", link: "https://example.com/a")])
        #expect(try runs("<me@example.com>") == [Run("me@example.com", link: "mailto:me@example.com")])
        #expect(try runs("[not a link] (x)") == [Run("[not a link] (x)")])
        let relative = try runs("[docs](/path)", baseURL: URL(string: "https://example.com"))
        #expect(relative.first?.link == URL(string: "/path", relativeTo: URL(string: "https://example.com"))?.absoluteString)
        #expect(relative.first?.link == "https://example.com/path")
    }

    @Test func images() throws {
        let string = try AttributedString(markdown: "![A cat](https://x.com/cat.png)")
        #expect(String(string.characters) == "A cat")
        #expect(string.runs.first?.imageURL == URL(string: "https://x.com/cat.png"))
    }

    @Test func preservingWhitespaceKeepsLines() throws {
        #expect(try runs("Line one\n  Line *two*") == [Run("Line one\n  Line "), Run("two", .emphasized)])
    }

    @Test func inlineOnlyReadsLineBreaksAsSpaces() throws {
        #expect(try runs("Hello\nWorld", .inlineOnly) == [Run("Hello"), Run(" ", .softBreak), Run("World")])
        #expect(try runs("Hard  \nbreak", .inlineOnly) == [Run("Hard"), Run("\n", .lineBreak), Run("break")])
    }

    @Test func fullSyntaxRunsBlocksTogether() throws {
        let text = { (markdown: String) in String(try AttributedString(markdown: markdown).characters) }
        #expect(try text("Para one\n\nPara **two**") == "Para onePara two")
        #expect(try text("# Title\nBody text") == "TitleBody text")
        #expect(try text("- one\n- two\n1. three") == "onetwothree")
        #expect(try text("> quoted\n> more") == "quoted more")
        #expect(try text("```swift\nlet x = 1\n```\nAfter") == "let x = 1\nAfter")
        #expect(try text("Above\n\n---\n\nBelow") == "AboveBelow")
        #expect(try runs("Para **two**", .full) == [Run("Para "), Run("two", .stronglyEmphasized)])
    }

    @Test func dataAndDefaultOptions() throws {
        let string = try AttributedString(markdown: Data("*hi*".utf8))
        #expect(string.runs.first?.inlinePresentationIntent == .emphasized)
        #expect(AttributedString.MarkdownParsingOptions().interpretedSyntax == .full)
        #expect(AttributedString.MarkdownParsingOptions().failurePolicy == .throwError)
    }

    @Test func theAttributeReadsAndWritesAsOnIOS() {
        var string = AttributedString("code")
        #expect(string.inlinePresentationIntent == nil)
        string.inlinePresentationIntent = .code
        #expect(string.runs.first?.inlinePresentationIntent == .code)
        let container = AttributeContainer().inlinePresentationIntent(.emphasized)
        #expect(container.inlinePresentationIntent == .emphasized)
        #expect(AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.name == "NSInlinePresentationIntent")
        #expect(InlinePresentationIntent.strikethrough.rawValue == 32)
    }

    @Test func localizedAttributedStringsReadMarkdown() {
        let string = AttributedString(localized: "Tap **Save**")
        #expect(String(string.characters) == "Tap Save")
        #expect(string.runs.map(\.inlinePresentationIntent) == [nil, .stronglyEmphasized])
    }
}
