import Testing

@testable import PreviewMacroExpansion

@Suite("Regex literals in source text")
struct RegexLiteralScanningTests {
    @Test("Commas, brackets and quotes inside a regex literal do not split arguments or close brackets")
    func regexLiterals() throws {
        // Given arguments holding bare and extended regex literals
        let bare = SwiftSourceScanner("description: \"x\", /(a, \"b\"/")
        let extended = SwiftSourceScanner("#/[)], \"/#, .count(2)")

        // When they are split at top-level commas
        // Then each literal stays whole
        #expect(bare.topLevelParts(from: 0, to: bare.text.count) == ["description: \"x\"", "/(a, \"b\"/"])
        #expect(extended.topLevelParts(from: 0, to: extended.text.count) == ["#/[)], \"/#", ".count(2)"])
        // And a regex in an attribute does not end it early
        let attribute = SwiftSourceScanner("(/[)]/) var code: String")
        #expect(attribute.matchingClose(from: 0) == 7)
    }

    @Test("A slash after a value is division, and an operator passed as a function is no regex")
    func division() {
        let division = SwiftSourceScanner("(a / b, c / d)")
        #expect(division.topLevelParts(from: 1, to: division.text.count - 1) == ["a / b", "c / d"])
        let function = SwiftSourceScanner("reduce(1, /), x / 2")
        #expect(function.topLevelParts(from: 0, to: function.text.count) == ["reduce(1, /)", "x / 2"])
    }
}
