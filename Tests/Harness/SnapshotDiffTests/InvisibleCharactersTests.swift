import Testing

@testable import SnapshotDiff

@Suite("Invisible characters")
struct InvisibleCharactersTests {
    @Test("Each kind of invisible character gets its marker", arguments: [
        ("a  ", "a··"),
        ("\tb", "⇥b"),
        ("c\r", "c␍"),
        ("d\u{00A0}e", "d⍽e"),
        ("f\u{200B}g", "f⟨U+200B⟩g"),
        ("\u{FEFF}h", "⟨U+FEFF⟩h"),
        ("i\u{1B}[0m", "i⟨U+001B⟩[0m"),
        ("soft\u{00AD}hyphen", "soft⟨U+00AD⟩hyphen"),
    ])
    func markers(input: String, expected: String) {
        #expect(InvisibleCharacters.reveal(Substring(input)).text == expected)
    }

    @Test("Emoji sequences keep their joiners and selectors")
    func emojiStayWhole() {
        let family = "👨‍👩‍👧"
        let heart = "❤️"
        let flag = "🇪🇸"
        let revealed = InvisibleCharacters.reveal(Substring(family + heart + flag))
        #expect(revealed.text == family + heart + flag)
        #expect(revealed.markers.isEmpty)
    }

    @Test("Spaces inside a line are not trailing")
    func innerSpacesStay() {
        #expect(InvisibleCharacters.reveal("a b").text == "a b")
    }

    @Test("The legend lists used markers in a fixed order")
    func legendOrder() {
        #expect(InvisibleCharacters.legend(for: [.codePoint, .trailingSpace]) == "(· trailing space, ⟨U+…⟩ invisible or control character)")
        #expect(InvisibleCharacters.legend(for: []) == nil)
    }
}
