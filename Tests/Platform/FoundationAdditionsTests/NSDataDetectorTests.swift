import Foundation
import FoundationAdditions
import Testing

// Foundation's bits, as iOS code passes them (`link`);
// Linux's Foundation marks those names deprecated, so the tests spell the bits.
private let link: UInt64 = 1 << 5
private let phoneNumber: UInt64 = 1 << 11
private let date: UInt64 = 1 << 3

struct NSDataDetectorTests {
    private func links(_ text: String) throws -> [String] {
        let detector = try NSDataDetector(types: link)
        return detector.matches(in: text, range: NSRange(location: 0, length: text.utf16.count)).compactMap { $0.url?.absoluteString }
    }

    @Test("Links with a scheme, www. addresses, bare domains and emails, without the punctuation around them")
    func findsLinks() throws {
        #expect(try links("See https://example.com/a?b=1, then (www.apple.com).") == ["https://example.com/a?b=1", "http://www.apple.com"])
        #expect(try links("Mail ana@example.org or visit swift.org/blog!") == ["mailto:ana@example.org", "http://swift.org/blog"])
        #expect(try links("Wikipedia: https://en.wikipedia.org/wiki/Swift_(language)") == ["https://en.wikipedia.org/wiki/Swift_(language)"])
    }

    @Test("Words that only look like links are not links")
    func refusesNonLinks() throws {
        #expect(try links("Meet at 10:30, ratio 3.5, file notes.txt, not a link") == [])
        #expect(try links("https://") == [])
    }

    @Test("A whole string that is a link matches its whole length, as an isValidURL check reads it")
    func wholeStringMatch() throws {
        // Given
        let detector = try NSDataDetector(types: link)
        let text = "https://beanjuice.app/menu"

        // When
        let match = try #require(detector.firstMatch(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)))

        // Then
        #expect(match.range.length == text.utf16.count)
        #expect(match.resultType.rawValue == link)
        #expect(detector.numberOfMatches(in: "no link here", range: NSRange(location: 0, length: 12)) == 0)
    }

    @Test("Phone numbers with separators, not dates or digits inside words")
    func findsPhoneNumbers() throws {
        // Given
        let detector = try NSDataDetector(types: phoneNumber)
        let text = "Call +1 (555) 010-9999 or 0044 20 7946 0958; order 2026-11-27, code A12345678"

        // When
        let numbers = detector.matches(in: text, range: NSRange(location: 0, length: text.utf16.count)).compactMap(\.phoneNumber)

        // Then
        #expect(numbers == ["+1 (555) 010-9999", "0044 20 7946 0958"])
    }

    @Test("Dates and addresses are refused with an error that names them, never guessed")
    func unsupportedTypesAreRefused() {
        let error = #expect(throws: NSError.self) {
            try NSDataDetector(types: date | link)
        }
        #expect(error?.localizedDescription.contains("does not detect .date") == true)
    }
}
