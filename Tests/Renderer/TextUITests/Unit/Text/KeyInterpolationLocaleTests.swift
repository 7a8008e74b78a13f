import Foundation
import Testing
import TextUI

/// A key's interpolated values are written for the locale, as iOS writes them: an
/// integer with `%lld` (grouped), a floating-point number with `%lf` (six decimals), a
/// format style and a date style in the environment's locale. A string is left alone.
@MainActor
@Suite("Text: a key's values in the render's locale")
struct KeyInterpolationLocaleTests {
    private let spanish = Locale(identifier: "es")
    /// 2026-11-26 13:05 UTC.
    private let date = Date(timeIntervalSince1970: 1_795_698_300)

    private func rows(_ text: some View, in locale: Locale? = nil) -> [String] {
        guard let locale else { return Rendering.rows(text) }
        return Rendering.rows(text.environment(\.locale, locale))
    }

    @Test("An integer is grouped as iOS groups it: English from four digits, Spanish from five")
    func integersAreGrouped() {
        #expect(rows(Text("\(10000)")) == ["10,000"])
        #expect(rows(Text("\(10000)"), in: spanish) == ["10.000"])
        #expect(rows(Text("\(1000)")) == ["1,000"])
        #expect(rows(Text("\(1000)"), in: spanish) == ["1000"])
        #expect(rows(Text("\(999) steps")) == ["999 steps"])
    }

    @Test("Every integer type is written with its specifier")
    func integerTypes() {
        #expect(rows(Text("\(Int64(1_234_567))")) == ["1,234,567"])
        #expect(rows(Text("\(UInt8(200)) \(Int16(-12000))")) == ["200 -12,000"])
    }

    @Test("A verbatim text and a String variable are left as they are")
    func stringsAreLeftAlone() {
        let count = "10000"
        #expect(rows(Text(verbatim: "10000"), in: spanish) == ["10000"])
        #expect(rows(Text(count), in: spanish) == ["10000"])
        #expect(rows(Text("\(count) items")) == ["10000 items"])
    }

    @Test("A floating-point number takes %lf's six decimals and the locale's decimal mark")
    func floatingPoint() {
        let ratio = 0.5
        #expect(rows(Text("\(ratio)")) == ["0.500000"])
        #expect(rows(Text("\(ratio)"), in: spanish) == ["0,500000"])
        #expect(rows(Text("\(Float(1.25))")) == ["1.250000"])
    }

    @Test("A specifier is written for the locale")
    func specifiers() {
        let amount = 12345.25
        #expect(rows(Text("\(amount, specifier: "%.2f") g")) == ["12,345.25 g"])
        #expect(rows(Text("\(amount, specifier: "%.2f") g"), in: spanish) == ["12.345,25 g"])
    }

    @Test("A format style takes the environment's locale")
    func formatStyles() {
        #expect(rows(Text("\(0.25, format: .percent) done")) == ["25% done"])
        #expect(rows(Text("\(0.25, format: .percent) done"), in: spanish) == ["25\u{00A0}% done"])
        #expect(rows(Text(12345.5, format: .number), in: spanish) == ["12.345,5"])
    }

    @Test("A date style in a key is written for the locale")
    func dateStyles() {
        #expect(rows(Text("Due \(date, style: .date)")) == ["Due November 26, 2026"])
        #expect(rows(Text("Due \(date, style: .date)"), in: spanish) == ["Due 26 de noviembre de 2026"])
    }

    @Test("A text interpolated in a key keeps its date and values")
    func interpolatedText() {
        #expect(rows(Text("On \(Text(date, style: .date))")) == ["On November 26, 2026"])
        #expect(rows(Text("\(Text("\(10000)")) steps"), in: spanish) == ["10.000 steps"])
    }

    @Test("Texts joined keep each one's values in the locale")
    func joinedTexts() {
        let joined = Text("Total: ") + Text("\(10000)").bold()
        #expect(rows(joined) == ["Total: 10,000"])
        #expect(rows(joined, in: spanish) == ["Total: 10.000"])
    }

    @Test("A button's key and a navigation title's are written in the render's locale too")
    func titles() {
        #expect(rows(Text("\(10000)").textCase(.uppercase), in: spanish) == ["10.000"])
        let button = Button("\(10000) left") {}.environment(\.locale, spanish)
        #expect(Rendering.rows(button) == ["10.000 left"])
    }
}
