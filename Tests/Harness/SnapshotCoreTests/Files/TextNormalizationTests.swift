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

    @Test("Bytes in one piece normalize as bytes read one at a time do")
    func contiguousMatchesByteByByte() {
        var generator = SplitMix(seed: 7)
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x61, 0x20, 0xC3, 0xA9]
        for length in [0, 1, 2, 3, 5, 8, 64, 300] {
            for _ in 0..<40 {
                let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                // A lazy map offers no contiguous storage: it takes the byte-by-byte path.
                #expect(TextNormalization.normalize(bytes) == TextNormalization.normalize(bytes.lazy.map { $0 }))
            }
        }
    }

    @Test("Two texts are the same text, compared where they lie, exactly when their normalized bytes are equal")
    func sameTextAgreesWithNormalizing() {
        var generator = SplitMix(seed: 13)
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x0D, 0x61, 0x62]
        for _ in 0..<4000 {
            let first = (0..<Int(generator.next() % 6)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            // Half the pairs differ only in their line endings, the case worth checking.
            let second = generator.next() % 2 == 0
                ? first + [0x0A]
                : (0..<Int(generator.next() % 6)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let expected = TextNormalization.normalize(first) == TextNormalization.normalize(second)
            let same = first.withUnsafeBytes { a in second.withUnsafeBytes { b in TextNormalization.sameText(a, b) } }
            #expect(same == expected, "\(first) \(second)")
            let normal = first.withUnsafeBytes(TextNormalization.isNormalized)
            #expect(normal == (TextNormalization.normalize(first) == first), "\(first)")
        }
    }

    @Test("Equal bytes are the same by memcmp; any other count or byte is not")
    func sameBytes() {
        #expect(TextNormalization.sameBytes([], []))
        #expect(TextNormalization.sameBytes([1, 2, 3], [1, 2, 3]))
        #expect(!TextNormalization.sameBytes([1, 2, 3], [1, 2]))
        #expect(!TextNormalization.sameBytes([1, 2, 3], [1, 2, 4]))
        #expect(!TextNormalization.sameBytes([], [0]))
    }

    @Test("The standard library's UTF-8 validation accepts exactly what the offset finder does")
    func validationAgrees() {
        var generator = SplitMix(seed: 11)
        let interesting: [UInt8] = [0x41, 0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xA0, 0x9F, 0x90]
        for length in 1...6 {
            for _ in 0..<4000 {
                let bytes = (0..<length).map { _ in interesting[Int(generator.next() % UInt64(interesting.count))] }
                let accepted = bytes.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) } != nil
                #expect(accepted == (ReferenceFile.firstInvalidUTF8Offset(bytes) == nil), "\(bytes)")
            }
        }
    }
}

/// A small deterministic generator, so every run checks the same inputs.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
