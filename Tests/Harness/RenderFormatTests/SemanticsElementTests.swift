import Testing

@testable import RenderFormat

/// Reading semantics lines back: what the tool's change summary is built on.
@Suite("Semantics lines, read back")
struct SemanticsElementTests {
    @Test("A value of several words in parentheses is one token, bare or after a key")
    func parenthesizedValues() {
        let line: Substring = "  Text \"a (b)\" (headline rounded semibold) (#333844 10%) shadow=(black 5% r8 y2) bold"
        #expect(SemanticsElement.tokenize(line.drop { $0 == " " }) == [
            "Text", "\"a (b)\"", "(headline rounded semibold)", "(#333844 10%)", "shadow=(black 5% r8 y2)", "bold",
        ])
        let element = SemanticsElement(line: line)
        #expect(element?.words == ["(headline rounded semibold)", "(#333844 10%)", "bold"])
        #expect(element?.properties.map(\.value) == ["(black 5% r8 y2)"])
    }

    @Test("Quoted text keeps its spaces and escaped quotes as one token")
    func tokenizer() {
        #expect(SemanticsElement.tokenize("Text #a \"say \\\"hi\\\" now\" body") == ["Text", "#a", "\"say \\\"hi\\\" now\"", "body"])
        let element = SemanticsElement(line: "  Text #a \"x y\" body textPrimary 3×1 value=\"on\"")
        #expect(element?.kind == "Text")
        #expect(element?.identifier == "a")
        #expect(element?.text == "\"x y\"")
        #expect(element?.words == ["body", "textPrimary"])
        #expect(element?.properties.map(\.key) == ["size", "value"])
    }

    @Test("Display modes and other key=value pairs are properties, never flags")
    func propertiesAreNotFlags() {
        let element = SemanticsElement(line: "NavigationStack title=\"Notes\" titleDisplayMode=large")
        #expect(element?.words == [])
        #expect(element?.properties.map(\.key) == ["title", "titleDisplayMode"])
        #expect(!SemanticsElement.flags.contains("large"))
        #expect(!SemanticsElement.flags.contains("inline"))
    }

    @Test("The flags are exactly the ones the syntax declares, truncation included")
    func flags() {
        let element = SemanticsElement(line: "Text \"Rick…\" body hidden truncated full=\"Rick Sanchez\"")
        #expect(element?.words.filter(SemanticsElement.flags.contains) == ["hidden", "truncated"])
        #expect(SemanticsElement.flags == Set(SemanticsSyntax.Flag.allCases.map(\.rawValue)))
    }
}
