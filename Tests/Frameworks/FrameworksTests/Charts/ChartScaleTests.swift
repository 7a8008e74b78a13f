@testable import Charts
import Foundation
import SwiftUI
import Testing
import TextUI

/// How an axis chooses its domain and its ticks, and how values are written.
@Suite("Chart scales")
struct ChartScaleTests {
    @Test("An automatic domain is rounded out to whole steps of 1, 2, 2.5 or 5 times a power of ten")
    func niceDomains() {
        // Given data from 0 to 37 and room for about 4 intervals
        // When the axis rounds its domain
        let tens = AxisScale.niceDomain(lower: 0, upper: 37, intervals: 4)
        // Then it spans 0 to 40 by tens
        #expect(tens.lower == 0 && tens.upper == 40 && tens.step == 10)

        // Given values below 1, and values on both sides of zero
        let quarters = AxisScale.niceDomain(lower: 0, upper: 0.9, intervals: 4)
        let signed = AxisScale.niceDomain(lower: -3, upper: 7, intervals: 5)
        // Then the steps are a quarter and two, and the bounds whole steps
        #expect(quarters.lower == 0 && quarters.upper == 1 && quarters.step == 0.25)
        #expect(signed.lower == -4 && signed.upper == 8 && signed.step == 2)
    }

    @Test("A single value still makes a domain, from zero")
    func degenerateDomain() {
        // Given every value is 5, or every value is 0
        let five = AxisScale.niceDomain(lower: 5, upper: 5, intervals: 5)
        let zero = AxisScale.niceDomain(lower: 0, upper: 0, intervals: 5)
        // Then the domains reach from zero to the value, and from zero to one
        #expect(five.lower == 0 && five.upper == 5)
        #expect(zero.lower == 0 && zero.upper == 1)
    }

    @Test("Ticks are multiples of the step, without floating-point dust")
    func multiples() {
        // Given a step of a tenth
        // When the ticks from 0 to 0.5 are made
        let ticks = AxisScale.multiples(of: 0.1, from: 0, through: 0.5)
        // Then they are the decimals themselves, not 0.30000000000000004
        #expect(ticks == [0, 0.1, 0.2, 0.3, 0.4, 0.5])
        #expect(AxisScale.multiples(of: 25, from: 10, through: 80) == [25, 50, 75])
    }

    @Test("Categories take bands of equal width, in the order given")
    func categoryBands() {
        // Given three categories
        var scale = AxisScale(kind: .category)
        scale.categories = ["Mon", "Tue", "Wed"]
        // Then each is at its band's center, and an unknown category is nowhere
        #expect(scale.fraction(.category("Mon")) == 1.0 / 6)
        #expect(scale.fraction(.category("Tue")) == 0.5)
        #expect(scale.band(.category("Wed"))! == (2.0 / 3, 1.0))
        #expect(scale.fraction(.category("Sun")) == nil)
        #expect(scale.value(atFraction: 0.9) == .category("Wed"))
    }

    @Test("Numbers and dates map linearly onto the axis, and back")
    func linearMapping() {
        // Given a domain of 0 to 50
        var scale = AxisScale(kind: .numeric)
        (scale.lower, scale.upper) = (0, 50)
        // Then 10 is a fifth of the way, and a fifth of the way is 10
        #expect(scale.fraction(.number(10)) == 0.2)
        #expect(scale.value(atFraction: 0.2) == .number(10))
        #expect(scale.fraction(.category("10")) == nil)
    }

    @Test("A date axis chooses a calendar stride for the span and the room it has")
    func dateStrides() {
        // Given a day of data with room for 4 intervals, and a week with room for 7
        let day = AxisScale.dateStride(span: 86400, intervals: 4)
        let week = AxisScale.dateStride(span: 7 * 86400, intervals: 7)
        // Then the day is marked every 6 hours, the week every day
        #expect(day.0 == .hour && day.1 == 6)
        #expect(week.0 == .day && week.1 == 1)
    }

    @Test("Calendar ticks fall on whole units: every 3 hours counts from midnight")
    func calendarTicks() {
        // Given the hours from 01:00 to 10:00 on a day, in UTC
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let lower = Date.may(4, hour: 1).timeIntervalSinceReferenceDate
        let upper = Date.may(4, hour: 10).timeIntervalSinceReferenceDate
        // When ticks every 3 hours are made
        let dates = AxisScale.dates(every: 3, .hour, from: lower, through: upper, calendar: calendar)
        // Then they are at 03:00, 06:00 and 09:00
        #expect(dates == [Date.may(4, hour: 3), Date.may(4, hour: 6), Date.may(4, hour: 9)])
    }

    @Test("The semantics write values exactly, the same in every locale")
    func exactValues() {
        // Given a render in German, in UTC
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "de_DE")
        let format = ValueFormat(environment: environment)
        // Then numbers keep their point, and dates are ISO 8601 to their unit
        #expect(ValueFormat.exact(3) == "3")
        #expect(ValueFormat.exact(2.5) == "2.5")
        #expect(format.exact(.date(.may(4)), unit: .day) == "2026-05-04")
        #expect(format.exact(.date(.may(4, hour: 9))) == "2026-05-04T09:00:00Z")
        // While the axis writes them for a German reader
        #expect(format.axisNumber(2.5, step: 0.5) == "2,5")
        #expect(format.axisNumber(1500, step: 500) == "1.500")
    }

    @Test("Axis numbers show the digits their step needs, and no more")
    func axisDigits() {
        // Given a render in English
        // When axis numbers are written for steps of 2.5, a quarter and one
        let format = ValueFormat(environment: EnvironmentValues())
        // Then each has the digits it needs: 5, 7.5, 0.25, and 0 rather than -0
        #expect(format.axisNumber(5, step: 2.5) == "5")
        #expect(format.axisNumber(7.5, step: 2.5) == "7.5")
        #expect(format.axisNumber(0.25, step: 0.25) == "0.25")
        #expect(format.axisNumber(-0.0, step: 1) == "0")
        #expect(ValueFormat.fractionDigits(of: 0.125) == 3)
    }
}
