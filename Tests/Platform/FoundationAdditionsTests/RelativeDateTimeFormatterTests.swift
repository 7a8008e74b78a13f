import Foundation
import FoundationAdditions
import Testing

@Suite("RelativeDateTimeFormatter")
struct RelativeDateTimeFormatterTests {
    private let reference = Date(timeIntervalSince1970: 1_700_000_000)

    private func formatter(_ style: RelativeDateTimeFormatter.DateTimeStyle = .numeric, units: RelativeDateTimeFormatter.UnitsStyle = .full, locale: String = "en_US") -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = style
        formatter.unitsStyle = units
        formatter.locale = Locale(identifier: locale)
        formatter.calendar = Calendar(identifier: .gregorian)
        return formatter
    }

    @Test("A date earlier than the reference is ago, a later one is in")
    func direction() {
        #expect(formatter().localizedString(for: reference.addingTimeInterval(-3 * 3600), relativeTo: reference) == "3 hours ago")
        #expect(formatter().localizedString(for: reference.addingTimeInterval(2 * 86400), relativeTo: reference) == "in 2 days")
    }

    @Test("Named style names yesterday and tomorrow; numeric counts them")
    func named() {
        #expect(formatter(.named).localizedString(for: reference.addingTimeInterval(-86400), relativeTo: reference) == "yesterday")
        #expect(formatter(.numeric).localizedString(for: reference.addingTimeInterval(-86400), relativeTo: reference) == "1 day ago")
    }

    @Test("Units styles shorten the unit as iOS does")
    func unitsStyles() {
        let date = reference.addingTimeInterval(-3 * 3600)
        #expect(formatter(units: .short).localizedString(for: date, relativeTo: reference) == "3 hr. ago")
        #expect(formatter(units: .spellOut).localizedString(for: date, relativeTo: reference) == "three hours ago")
    }

    @Test("Another locale writes its own words")
    func locale() {
        #expect(formatter(locale: "es_ES").localizedString(for: reference.addingTimeInterval(-3 * 3600), relativeTo: reference) == "hace 3 horas")
    }

    @Test("An interval or components read the same whatever the clock says")
    func intervalsAndComponents() {
        #expect(formatter().localizedString(fromTimeInterval: -3600) == "1 hour ago")
        #expect(formatter().localizedString(from: DateComponents(day: 3)) == "in 3 days")
    }
}
