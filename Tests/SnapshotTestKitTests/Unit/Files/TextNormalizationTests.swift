import Testing

@testable import SnapshotCore

@Suite("Text normalization")
struct TextNormalizationTests {
    @Test("Line endings become LF and the text ends with exactly one newline", arguments: [
        ("a\r\nb\r\n", "a\nb\n"),
        ("a\rb\r", "a\nb\n"),
        ("a\r\n\r\nb", "a\n\nb\n"),
        ("a\n\n\n", "a\n"),
        ("a", "a\n"),
        ("", "\n"),
        ("\r\r\n", "\n"),
    ])
    func normalize(input: String, expected: String) {
        #expect(TextNormalization.normalize(input) == expected)
    }

    @Test("Nothing else changes: canonically equivalent text stays different bytes")
    func noUnicodeNormalization() {
        let composed = "é\n"
        let decomposed = "e\u{301}\n"
        #expect(composed == decomposed) // Swift's String equality…
        #expect(TextNormalization.normalize(Array(composed.utf8)) != TextNormalization.normalize(Array(decomposed.utf8))) // …but bytes differ.
    }
}
