import Foundation
import Testing
import SwiftUI
import TextUI

@testable import ChallengeResources

@Suite("String tables")
struct StringTableTests {
    @Test("Every table has the same keys as the English one")
    func sameKeys() {
        let english = StringTable.keys(of: .english)
        #expect(english.count > 40)
        for locale in StringTable.locales {
            let keys = StringTable.keys(of: locale)
            #expect(keys.subtracting(english).sorted() == [], "\(locale) has keys English lacks")
            #expect(english.subtracting(keys).sorted() == [], "\(locale) lacks keys English has")
        }
    }

    @Test("Lookups follow the locale of the render, not the machine")
    @MainActor
    func localeOfTheRender() {
        // Given
        struct Title: View {
            var body: some View { Text("characterList.title".localized()) }
        }

        // When
        let spanish = ScreenRenderer(locale: .spanish, mode: .component(width: 20)).render(Title()).text
        let spanishSubtree = ScreenRenderer(mode: .component(width: 20)).render(Title().environment(\.locale, .spanish)).text
        let english = ScreenRenderer(mode: .component(width: 20)).render(Title()).text

        // Then
        #expect(spanish.contains("Personajes"))
        #expect(spanishSubtree.contains("Personajes"))
        #expect(english.contains("Characters"))
        #expect("characterList.title".localized() == "Characters", "outside a render: English, whatever the machine's locale")
    }

    @Test("A missing key shows as ⟦key⟧; an unknown locale falls back to English")
    func missingAndFallback() {
        #expect(StringTable.string(for: "nope.missing", locale: .english) == "⟦nope.missing⟧")
        #expect(StringTable.string(for: "characterList.title", locale: Locale(identifier: "fr")) == "Characters")
    }

    @Test("Placeholders are filled, positionally too, without grouping separators")
    func formatting() {
        #expect("characterList.headerSubtitle %lld".localized(826) == "826 characters in the multiverse")
        #expect("characterList.pageIndicator %lld %lld".localized(1, 42) == "Page 1 of 42")
        #expect(LocalizedFormat.format("%2$@ before %1$@", ["b", "a"]) == "a before b")
        #expect(LocalizedFormat.format("%d%% of %lld", [50, 12_345]) == "50% of 12345")
        #expect(LocalizedFormat.format("%lld and %lld", [1]) == "1 and ⟦%d⟧")
    }

    @Test("The pseudo-locale accents letters, keeps placeholders and grows about 40%")
    func pseudoLocale() {
        #expect(PseudoLocalization.transform("Load More") == "[Ļöåð Ṁöŕé ~~~~]")
        #expect(PseudoLocalization.transform("Page %1$lld of %2$lld") == "[Þåĝé %1$lld öƒ %2$lld ~~~~]")
        for letter in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ" {
            let marked = PseudoLocalization.transform(String(letter)).dropFirst().first
            #expect(marked != letter, "\(letter) is not accented")
            #expect(marked.map { DisplayWidth.of($0) } == 1, "\(letter) must keep one cell")
        }
        let pseudo = StringTable.string(for: "characterList.headerSubtitle %lld", locale: .pseudo)
        #expect(LocalizedFormat.format(pseudo, [826]).hasPrefix("[826 çĥåŕåçţéŕš"))
        for key in StringTable.keys(of: .english) {
            let english = StringTable.string(for: key, locale: .english)
            let pseudoValue = StringTable.string(for: key, locale: .pseudo)
            #expect(pseudoValue.count >= english.count * 13 / 10, "\(key)")
        }
    }
}
