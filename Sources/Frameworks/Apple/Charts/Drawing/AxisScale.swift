import Foundation

/// How one axis maps values to the plot: as a fraction of its length, from 0 at the
/// bottom (or leading edge) to 1 at the top (or trailing edge). Numbers and dates map
/// linearly between the domain's bounds; categories each take a band of equal length,
/// in order (the first at the leading edge, or at the top on a vertical axis).
struct AxisScale {
    enum Kind: Equatable {
        /// No value is plotted along the axis (a chart of rules across it).
        case none
        case numeric
        case date
        case category
    }

    var kind: Kind
    var lower: Double = 0
    var upper: Double = 1
    var categories: [String] = []
    /// The step of automatic numeric ticks, when the domain was rounded to it.
    var step: Double?
    var isLog = false

    static let none = AxisScale(kind: .none)

    /// The kind of scale a value needs.
    static func kind(of value: PlotValue) -> Kind {
        switch value {
        case .number: .numeric
        case .date: .date
        case .category: .category
        }
    }

    /// The key a value has among categories: the category, or the value written out.
    static func categoryKey(_ value: PlotValue) -> String {
        ValueFormat.key(value)
    }

    /// Where a value falls, 0…1 (outside for a value outside the domain); a category's
    /// band center.
    func fraction(_ value: PlotValue) -> Double? {
        switch kind {
        case .none:
            return nil
        case .category:
            guard let index = categories.firstIndex(of: Self.categoryKey(value)) else { return nil }
            return (Double(index) + 0.5) / Double(categories.count)
        case .numeric, .date:
            guard let number = value.number else { return nil }
            return fraction(number: number)
        }
    }

    func fraction(number: Double) -> Double {
        guard upper != lower else { return 0 }
        if isLog, lower > 0, number > 0 {
            return (log10(number) - log10(lower)) / (log10(upper) - log10(lower))
        }
        return (number - lower) / (upper - lower)
    }

    /// A category's band, as fractions of the axis.
    func band(_ value: PlotValue) -> (start: Double, end: Double)? {
        guard kind == .category, let index = categories.firstIndex(of: Self.categoryKey(value)) else { return nil }
        let count = Double(categories.count)
        return (Double(index) / count, Double(index + 1) / count)
    }

    /// The value at a fraction of the axis: what a chart proxy answers for a position.
    func value(atFraction fraction: Double) -> PlotValue? {
        switch kind {
        case .none:
            return nil
        case .category:
            guard !categories.isEmpty else { return nil }
            let index = min(categories.count - 1, max(0, Int(fraction * Double(categories.count))))
            return .category(categories[index])
        case .numeric:
            if isLog, lower > 0 { return .number(pow(10, log10(lower) + fraction * (log10(upper) - log10(lower)))) }
            return .number(lower + fraction * (upper - lower))
        case .date:
            return .date(Date(timeIntervalSinceReferenceDate: lower + fraction * (upper - lower)))
        }
    }

    // MARK: - Nice numbers

    /// A step of 1, 2, 2.5 or 5 times a power of ten that cuts `span` in about
    /// `intervals` parts, as Swift Charts' automatic scale chooses.
    static func niceStep(span: Double, intervals: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(1, intervals))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let normalized = raw / magnitude
        let nice: Double = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 2.5 ? 2.5 : normalized <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// The domain rounded out to whole steps: `0...37` in 4 parts is `0...40` by 10.
    static func niceDomain(lower: Double, upper: Double, intervals: Int) -> (lower: Double, upper: Double, step: Double) {
        var lower = lower, upper = upper
        if lower == upper {
            if lower == 0 { upper = 1 } else if lower > 0 { lower = 0 } else { upper = 0 }
        }
        let step = niceStep(span: upper - lower, intervals: intervals)
        let niceLower = clean((lower / step).rounded(.down) * step, step: step)
        let niceUpper = clean((upper / step).rounded(.up) * step, step: step)
        return (niceLower, niceUpper, step)
    }

    /// Multiples of `step` from `lower` through `upper`, without floating-point dust.
    static func multiples(of step: Double, from lower: Double, through upper: Double) -> [Double] {
        guard step > 0, upper >= lower, (upper - lower) / step < 1000 else { return [] }
        var values: [Double] = []
        var index = (lower / step - 1e-9).rounded(.up)
        while index * step <= upper + step * 1e-9 {
            values.append(clean(index * step, step: step))
            index += 1
        }
        return values
    }

    /// `0.30000000000000004` as `0.3`: rounded to the step's own precision.
    static func clean(_ value: Double, step: Double) -> Double {
        let digits = Double(ValueFormat.fractionDigits(of: step))
        let scale = pow(10, digits)
        let cleaned = (value * scale).rounded() / scale
        return cleaned == 0 ? 0 : cleaned
    }

    // MARK: - Calendar strides

    /// The strides a date axis chooses from, shortest first.
    static let dateStrides: [(Calendar.Component, Int, Double)] = [
        (.second, 1, 1), (.second, 5, 5), (.second, 15, 15), (.second, 30, 30),
        (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
        (.hour, 1, 3600), (.hour, 3, 10800), (.hour, 6, 21600), (.hour, 12, 43200),
        (.day, 1, 86400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800),
        (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.month, 6, 15_778_476),
        (.year, 1, 31_556_952), (.year, 2, 63_113_904), (.year, 5, 157_784_760), (.year, 10, 315_569_520),
        (.year, 25, 788_923_800), (.year, 50, 1_577_847_600), (.year, 100, 3_155_695_200),
    ]

    /// A calendar stride that cuts the span in at most `intervals` parts.
    static func dateStride(span: Double, intervals: Int) -> (Calendar.Component, Int) {
        for (component, count, seconds) in dateStrides where span / seconds <= Double(max(1, intervals)) {
            return (component, count)
        }
        return (.year, 100)
    }

    /// The dates from `lower` through `upper` at whole `count`s of `component`: every
    /// day at midnight, every 3 hours from midnight, every quarter from January.
    static func dates(every count: Int, _ component: Calendar.Component, from lower: Double, through upper: Double, calendar: Calendar) -> [Date] {
        let start = Date(timeIntervalSinceReferenceDate: lower)
        let end = Date(timeIntervalSinceReferenceDate: upper)
        guard var date = calendar.dateInterval(of: component, for: start)?.start else { return [] }
        func aligned(_ date: Date) -> Bool {
            guard count > 1 else { return true }
            let value = calendar.component(component, from: date)
            // Months count from January, the other units from 0.
            return (component == .month ? value - 1 : value) % count == 0
        }
        var dates: [Date] = []
        // Days and weeks count from the first whole one in the domain; other units
        // from their multiples (every 3 hours from midnight, quarters from January).
        let countsFromStart = component == .day || component == .weekOfYear
        var steps = 0
        while date <= end, steps < 2000 {
            steps += 1
            var stride = 1
            if date >= start, countsFromStart || aligned(date) {
                dates.append(date)
                if countsFromStart { stride = count }
            }
            guard let next = calendar.date(byAdding: component, value: stride, to: date) else { break }
            date = next
        }
        return dates
    }
}
