import Foundation
import Testing
@testable import TextUICore

/// The shortcut for small integers answers what `String(format:locale:)` answers, or
/// leaves the value to it: never a different text.
@Suite("Text: small integers without the number formatter")
struct SmallIntegerTextTests {
    private let locales = ["en_US", "es_ES", "fr_FR", "de_CH", "hi_IN", "ar_EG", "ar_EG@numbers=latn", "fa_IR", "bn_BD", "ja_JP"].map(Locale.init(identifier:))
    private let specifiers = ["%d", "%i", "%ld", "%li", "%lld", "%lli", "%u", "%lu", "%llu"]

    @Test("Every answer is the formatter's, for each locale, plain specifier and integer type")
    func answersAreTheFormatters() {
        // Given values around the edges: zero, the last ungrouped one, the first grouped,
        // negatives, and the extremes.
        let values: [Int64] = [0, 1, 7, 42, 999, 1000, 1001, 12345, -1, -999, -1000, Int64(Int32.max), Int64.min + 1]
        var answered = 0
        for locale in locales {
            for specifier in specifiers {
                for value in values {
                    let arguments: [any CVarArg] = [Int(value), value, Int32(truncatingIfNeeded: value), Int16(truncatingIfNeeded: value), UInt(bitPattern: Int(value)), UInt8(truncatingIfNeeded: value)]
                    for argument in arguments {
                        // When
                        guard let shortcut = SmallIntegerText.text(specifier, argument, locale: locale) else { continue }
                        // Then
                        answered += 1
                        #expect(shortcut == String(format: specifier, locale: locale, argument), "\(specifier) \(argument) in \(locale.identifier)")
                    }
                }
            }
        }
        #expect(answered > 1000, "the shortcut answered only \(answered) times")
    }

    @Test("It answers for 0 to 999 in Latin digits and leaves the rest to the formatter")
    func leavesWhatItCannotKnow() {
        let english = Locale(identifier: "en_US")
        #expect(SmallIntegerText.text("%lld", Int64(999), locale: english) == "999")
        #expect(SmallIntegerText.text("%d", Int32(0), locale: english) == "0")
        #expect(SmallIntegerText.text("%lld", Int64(1000), locale: english) == nil)
        #expect(SmallIntegerText.text("%lld", Int64(-5), locale: english) == nil)
        #expect(SmallIntegerText.text("%lld", Int64(7), locale: Locale(identifier: "ar_EG")) == nil)
        #expect(SmallIntegerText.text("%03d", Int32(7), locale: english) == nil)
        #expect(SmallIntegerText.text("%lf", 7.0, locale: english) == nil)
        #expect(SmallIntegerText.text("%lld", 7.0, locale: english) == nil)
    }

    @Test("A text's small integer reads the same through the shortcut in each locale")
    @MainActor
    func textsKeepTheirDigits() {
        let arabic = Locale(identifier: "ar_EG")
        #expect(Rendering.rows(Text("Row \(7)")) == ["Row 7"])
        #expect(Rendering.rows(Text("\(7)").environment(\.locale, arabic)) == [String(format: "%lld", locale: arabic, Int64(7))])
    }
}
