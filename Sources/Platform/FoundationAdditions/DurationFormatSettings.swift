import Foundation

/// A `DateComponentsFormatter`'s settings, and the text they make of a duration.
struct DurationFormatSettings {
    static let supportedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]

    var unitsStyle = DateComponentsFormatter.UnitsStyle.positional
    var allowedUnits = supportedUnits
    var zeroFormattingBehavior = DateComponentsFormatter.ZeroFormattingBehavior.default
    var calendar: Calendar?
    var referenceDate: Date?
    var allowsFractionalUnits = false
    var maximumUnitCount = 0
    var collapsesLargestUnit = false
    var includesApproximationPhrase = false
    var includesTimeRemainingPhrase = false
    var formattingContext = Formatter.Context.unknown

    var startDate: Date { referenceDate ?? Date(timeIntervalSinceReferenceDate: 0) }

    var effectiveCalendar: Calendar {
        if let calendar { return calendar }
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(secondsFromGMT: 0) ?? gregorian.timeZone
        return gregorian
    }

    /// The allowed units, largest first.
    var units: [DurationUnit] {
        let allowed = allowedUnits.isEmpty ? Self.supportedUnits : allowedUnits
        return DurationUnit.allCases.filter { allowed.contains($0.calendarUnit) }
    }

    func string(from start: Date, to end: Date) -> String? {
        let units = self.units
        if unitsStyle == .positional { checkPositionalUnitsHaveNoGaps(units) }
        let negative = end < start
        var amounts = amounts(of: units, from: min(start, end), to: max(start, end))
        if collapsesLargestUnit { collapseLargestUnit(&amounts) }
        let shown = shownAmounts(amounts)
        var text = DurationText(style: unitsStyle, pad: zeroFormattingBehavior.contains(.pad)).text(for: shown, negative: negative)
        if includesTimeRemainingPhrase { text += " remaining" }
        if includesApproximationPhrase { text = "About " + text }
        return text
    }

    // MARK: - Counting

    /// How many of each unit fit from start to end, largest first; with a
    /// `maximumUnitCount`, counted on units of the last one kept, rounded to the nearest.
    private func amounts(of units: [DurationUnit], from start: Date, to end: Date) -> [(unit: DurationUnit, value: Int)] {
        var amounts = count(units, from: start, to: end)
        guard maximumUnitCount > 0, let first = amounts.firstIndex(where: { $0.value != 0 }) else { return amounts }
        let lastKept = first + maximumUnitCount - 1
        guard lastKept < amounts.count - 1 else { return amounts }
        let kept = Array(units[...lastKept])
        var roundedEnd = end
        if let seconds = kept.last?.seconds { roundedEnd = end.addingTimeInterval(seconds / 2) }
        amounts = count(kept, from: start, to: roundedEnd)
        return amounts + units[(lastKept + 1)...].map { ($0, 0) }
    }

    private func count(_ units: [DurationUnit], from start: Date, to end: Date) -> [(unit: DurationUnit, value: Int)] {
        var cursor = start
        var result: [(unit: DurationUnit, value: Int)] = []
        let calendarUnits = units.filter { $0.seconds == nil }
        if !calendarUnits.isEmpty {
            let calendar = effectiveCalendar
            let components = calendar.dateComponents(Set(calendarUnits.map(\.component)), from: start, to: end)
            for unit in calendarUnits {
                result.append((unit, components.value(for: unit.component) ?? 0))
            }
            var elapsed = DateComponents()
            elapsed.year = components.year
            elapsed.month = components.month
            cursor = calendar.date(byAdding: elapsed, to: start) ?? start
        }
        var remaining = max(0, end.timeIntervalSince(cursor))
        for unit in units {
            guard let seconds = unit.seconds else { continue }
            let value = (remaining / seconds).rounded(.down)
            remaining -= value * seconds
            result.append((unit, Int(value)))
        }
        return result
    }

    private func collapseLargestUnit(_ amounts: inout [(unit: DurationUnit, value: Int)]) {
        guard let first = amounts.firstIndex(where: { $0.value != 0 }), amounts[first].value == 1, first + 1 < amounts.count,
              let larger = amounts[first].unit.seconds, let smaller = amounts[first + 1].unit.seconds else { return }
        amounts[first + 1].value += Int(larger / smaller)
        amounts[first].value = 0
    }

    // MARK: - Zeros

    /// The units written, after the zero-formatting behaviour drops zero units.
    private func shownAmounts(_ amounts: [(unit: DurationUnit, value: Int)]) -> [(unit: DurationUnit, value: Int)] {
        var behavior = zeroFormattingBehavior.subtracting(.pad)
        if behavior.contains(.default) {
            behavior = unitsStyle == .positional ? .dropLeading : .dropAll
        }
        if unitsStyle == .positional {
            behavior = behavior.isEmpty ? [] : .dropLeading
        }
        let nonZero = amounts.indices.filter { amounts[$0].value != 0 }
        guard let first = nonZero.first, let last = nonZero.last else {
            if behavior.isEmpty { return amounts }
            let kept = unitsStyle == .positional ? 2 : 1
            return Array(amounts.suffix(kept))
        }
        var shown: [(unit: DurationUnit, value: Int)] = []
        for (index, amount) in amounts.enumerated() {
            let dropped = amount.value == 0 && (
                (index < first && behavior.contains(.dropLeading))
                    || (index > last && behavior.contains(.dropTrailing))
                    || (index > first && index < last && behavior.contains(.dropMiddle)))
            if !dropped { shown.append(amount) }
        }
        if unitsStyle == .positional, shown.count < 2, amounts.count >= 2, let firstShown = amounts.firstIndex(where: { $0.unit == shown.first?.unit }), firstShown > 0 {
            shown.insert(amounts[firstShown - 1], at: 0)
        }
        return shown
    }

    /// iOS raises for positional units with a gap, such as hours and seconds without
    /// minutes: "1:05" could be either.
    private func checkPositionalUnitsHaveNoGaps(_ units: [DurationUnit]) {
        let positions = units.filter { $0 != .week }.map { DurationUnit.positionalOrder.firstIndex(of: $0) ?? 0 }
        guard let low = positions.min(), let high = positions.max(), high - low + 1 != positions.count else { return }
        fatalError("DateComponentsFormatter: specifying positional units with gaps is ambiguous, and therefore unsupported (allowed units: \(units.map(\.fullName)))")
    }
}

/// A unit a duration is written in.
enum DurationUnit: CaseIterable, Equatable {
    case year, month, week, day, hour, minute, second

    static let positionalOrder: [DurationUnit] = [.year, .month, .day, .hour, .minute, .second]

    var calendarUnit: NSCalendar.Unit {
        switch self {
        case .year: .year
        case .month: .month
        case .week: .weekOfMonth
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    var component: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .week: .weekOfMonth
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    /// Its length; `nil` for months and years, whose length the calendar decides.
    var seconds: TimeInterval? {
        switch self {
        case .year, .month: nil
        case .week: 604_800
        case .day: 86_400
        case .hour: 3_600
        case .minute: 60
        case .second: 1
        }
    }
}
