import Testing
import TextUI
@testable import TextUICore

@Suite("Display width")
struct DisplayWidthTests {
    @Test("Width per grapheme cluster", arguments: [
        ("a", 1), (" ", 1), ("é", 1), ("e\u{301}", 1), ("ß", 1),
        ("漢", 2), ("ｱ", 1), ("Ａ", 2), ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2),
        ("😀", 2), ("👍🏽", 2), ("👩‍🚀", 2), ("🇪🇸", 2), ("❤️", 2), ("❤", 1), ("☀", 1), ("✓", 1),
        ("#️⃣", 2), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{00AD}", 0), ("\u{301}", 0), ("\u{1B}", 0),
        ("⌖", 1), ("…", 1), ("│", 1), ("⚠", 1), ("😀\u{FE0E}", 1),
    ] as [(String, Int)])
    func width(text: String, expected: Int) throws {
        let character = try #require(text.first)
        #expect(text.count == 1)
        #expect(DisplayWidth.of(character) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test("A string's width is the sum of its clusters")
    func stringWidth() {
        #expect(DisplayWidth.of("Rick 漢字 👩‍🚀") == 4 + 1 + 4 + 1 + 2)
    }

    @Test("The wide table is sorted and its ranges do not touch")
    func tableIsWellFormed() {
        let ranges = EastAsianWideRanges.ranges
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            #expect(previous.upperBound + 1 < next.lowerBound)
        }
    }
}
