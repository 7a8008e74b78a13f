import TestSupport
import Testing

@testable import RenderFormat

/// Quoting copies most texts as they are; these prove the shortcuts write what the
/// general, character-by-character path writes.
@Suite("Quoting")
struct QuotingTests {
    private let pieces = [
        "a", "Rick", " ", "…", "é", "e\u{301}", "漢字", "🙂", "👩‍🚀", "🇪🇸", "❤️", "\"", "\\", "\n", "\t",
        "\u{200B}", "\u{00AD}", "\u{0007}", "\u{0085}", "\u{FEFF}", "ñandú",
    ]

    private func quoted(_ text: String) -> String {
        SemanticsSyntax.quote(text)
    }

    private func escapedSlowly(_ text: String) -> String {
        "\"" + SemanticsSyntax.escapedBody(text) + "\""
    }

    @Test("Random texts: the shortcuts equal the general path")
    func shortcutsEqualGeneralPath() {
        var generator = SeededGenerator(seed: 0xD1B5_4A32_D192_ED03)
        for round in 0..<3000 {
            let text = (0..<generator.next(8)).map { _ in pieces[generator.next(pieces.count)] }.joined()
            #expect(quoted(text) == escapedSlowly(text), "round \(round): \(Array(text.unicodeScalars))")
        }
    }

    @Test("The ranges taken as visible without a lookup hold no invisible character")
    func visibleRanges() {
        for range in SemanticsSyntax.visibleRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(!Invisibles.isInvisible(scalar), "U+\(String(value, radix: 16))")
                #expect(!SemanticsSyntax.needsEscape(scalar))
            }
        }
        // Just outside them: a soft hyphen and a zero-width space must still be escaped.
        #expect(SemanticsSyntax.needsEscape("\u{AD}"))
        #expect(SemanticsSyntax.needsEscape("\u{200B}"))
    }

    @Test("Eight bytes at a time: every byte value, in every position, tested as one by one")
    func plainWords() {
        func isPlain(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C }
        for value in 0...255 {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = UInt8(value)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(SemanticsSyntax.isPlainASCII(word) == isPlain(UInt8(value)), "byte \(value) at \(position)")
            }
        }
        var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<5000 {
            let bytes = (0..<8).map { _ in UInt8(generator.next(256)) }
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            #expect(SemanticsSyntax.isPlainASCII(word) == bytes.allSatisfy(isPlain), "\(bytes)")
        }
    }

    @Test("Plain, accented and cut texts are copied; invisible ones are spelled out")
    func examples() {
        #expect(quoted("Rick Sanchez") == "\"Rick Sanchez\"")
        #expect(quoted("Citadel of Ricks, some…") == "\"Citadel of Ricks, some…\"")
        #expect(quoted("ñandú 漢字") == "\"ñandú 漢字\"")
        #expect(quoted("👩‍🚀") == "\"👩‍🚀\"")
        #expect(quoted("a\u{200B}b\u{7}") == "\"a\\u{200B}b\\u{7}\"")
        #expect(quoted("\"…\"") == "\"\\\"…\\\"\"")
        #expect(quoted("line\u{2028}break") == "\"line\\u{2028}break\"")
    }
}
