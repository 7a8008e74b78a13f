import Foundation
import FoundationAdditions
import Testing

struct DateComponentsFormatterTests {
    private func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [.hour, .minute, .second]) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        return formatter
    }

    @Test func eachStyle() {
        #expect(formatter(.positional).string(from: 3725) == "1:02:05")
        #expect(formatter(.abbreviated).string(from: 3725) == "1h 2m 5s")
        #expect(formatter(.short).string(from: 3725) == "1 hr, 2 min, 5 sec")
        #expect(formatter(.full).string(from: 3725) == "1 hour, 2 minutes, 5 seconds")
        #expect(formatter(.spellOut).string(from: 3725) == "one hour, two minutes, five seconds")
        #expect(formatter(.brief).string(from: 3725) == "1hr 2min 5sec")
    }

    @Test func defaultsArePositionalWithEveryUnit() {
        let formatter = DateComponentsFormatter()
        #expect(formatter.unitsStyle == .positional)
        #expect(formatter.string(from: 3725) == "1:02:05")
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 90_061) == "1 day, 1 hour, 1 minute, 1 second")
    }

    @Test func pluralsAndLargerUnits() {
        let units: NSCalendar.Unit = [.weekOfMonth, .day, .hour]
        #expect(formatter(.full, units).string(from: 2 * 604_800 + 86_400 + 7_200) == "2 weeks, 1 day, 2 hours")
        #expect(formatter(.short, units).string(from: 2 * 604_800 + 2 * 86_400 + 3_600) == "2 wks, 2 days, 1 hr")
        #expect(formatter(.abbreviated, [.day, .hour, .minute, .second]).string(from: 90_061) == "1d 1h 1m 1s")
        #expect(formatter(.full, [.hour]).string(from: 3_600_000) == "1,000 hours")
        #expect(formatter(.spellOut, [.minute]).string(from: 21 * 60) == "twenty-one minutes")
        #expect(formatter(.spellOut, [.hour]).string(from: 105 * 3_600) == "one hundred five hours")
    }

    @Test func positionalDropsLeadingZerosButKeepsMinutes() {
        #expect(formatter(.positional).string(from: 125) == "2:05")
        #expect(formatter(.positional).string(from: 5) == "0:05")
        #expect(formatter(.positional, [.minute, .second]).string(from: 5) == "0:05")
        #expect(formatter(.positional, [.minute, .second]).string(from: 3725) == "62:05")
        #expect(formatter(.positional).string(from: 0) == "0:00")
        #expect(formatter(.positional).string(from: 3600) == "1:00:00")
        #expect(formatter(.positional).string(from: -3725) == "-1:02:05")
        #expect(formatter(.positional, [.day, .hour, .minute, .second]).string(from: 90_061) == "1:01:01:01")
    }

    @Test func zeroFormattingBehavior() {
        let padded = formatter(.positional)
        padded.zeroFormattingBehavior = .pad
        #expect(padded.string(from: 5) == "00:00:05")
        #expect(padded.string(from: 3725) == "01:02:05")
        let minutesPadded = formatter(.positional, [.minute, .second])
        minutesPadded.zeroFormattingBehavior = .pad
        #expect(minutesPadded.string(from: 5) == "00:05")
        #expect(formatter(.full).string(from: 3600) == "1 hour")
        #expect(formatter(.abbreviated).string(from: 3605) == "1h 5s")
        #expect(formatter(.full).string(from: 0) == "0 seconds")
        let keepAll = formatter(.full)
        keepAll.zeroFormattingBehavior = .none
        #expect(keepAll.string(from: 3600) == "1 hour, 0 minutes, 0 seconds")
        let dropLeading = formatter(.abbreviated)
        dropLeading.zeroFormattingBehavior = .dropLeading
        #expect(dropLeading.string(from: 60) == "1m 0s")
        let dropMiddle = formatter(.abbreviated)
        dropMiddle.zeroFormattingBehavior = .dropMiddle
        #expect(dropMiddle.string(from: 3605) == "1h 5s")
        #expect(dropMiddle.string(from: 60) == "0h 1m 0s")
    }

    @Test func maximumUnitCount() {
        let two = formatter(.full)
        two.maximumUnitCount = 2
        #expect(two.string(from: 3725) == "1 hour, 2 minutes")
        let one = formatter(.abbreviated)
        one.maximumUnitCount = 1
        #expect(one.string(from: 3725) == "1h")
        #expect(one.string(from: 125) == "2m")
    }

    @Test func phrases() {
        let about = formatter(.full, [.hour])
        about.includesApproximationPhrase = true
        #expect(about.string(from: 3600) == "About 1 hour")
        let remaining = formatter(.full, [.minute])
        remaining.includesTimeRemainingPhrase = true
        #expect(remaining.string(from: 300) == "5 minutes remaining")
        remaining.includesApproximationPhrase = true
        #expect(remaining.string(from: 300) == "About 5 minutes remaining")
    }

    @Test func fromComponentsAndDates() throws {
        #expect(formatter(.abbreviated, [.hour, .minute]).string(from: DateComponents(hour: 1, minute: 90)) == "2h 30m")
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(minute: 5), unitsStyle: .full) == "5 minutes")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        let start = try #require(calendar.date(from: DateComponents(year: 2024, month: 1, day: 15)))
        let end = try #require(calendar.date(from: DateComponents(year: 2025, month: 3, day: 15, hour: 3)))
        #expect(formatter(.full, [.year, .month, .day, .hour]).string(from: start, to: end) == "1 year, 2 months, 3 hours")
        #expect(formatter(.abbreviated, [.year, .month]).string(from: start, to: end) == "1y 2mo")
        #expect(formatter(.full, [.day]).string(from: start, to: start.addingTimeInterval(2 * 86_400)) == "2 days")
    }

    @Test func stringForObject() {
        let formatter = formatter(.positional, [.minute, .second])
        #expect(formatter.string(for: NSNumber(value: 65)) == "1:05")
        #expect(formatter.string(for: 65.0) == "1:05")
        #expect(formatter.string(for: DateComponents(second: 65)) == "1:05")
        #expect(formatter.string(for: "65") == nil)
    }

    @Test func collapsesLargestUnit() {
        let collapsing = formatter(.full, [.minute, .second])
        collapsing.collapsesLargestUnit = true
        #expect(collapsing.string(from: 90) == "90 seconds")
        #expect(collapsing.string(from: 150) == "2 minutes, 30 seconds")
    }

    @Test func positionalUnitsWithAGapStop() async {
        await #expect(processExitsWith: .failure) {
            let formatter = DateComponentsFormatter()
            formatter.allowedUnits = [.hour, .second]
            _ = formatter.string(from: 65)
        }
    }
}
