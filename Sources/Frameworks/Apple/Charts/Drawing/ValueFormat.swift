import Foundation
import TextUI

/// How a chart writes values: exactly and the same in every locale in the semantics
/// (`y=2.5`, `x=2024-05-01`), and for reading on its axes in the render's locale, time
/// zone and calendar (`1,000`, `May 1`).
struct ValueFormat {
    let locale: Locale
    let timeZone: TimeZone
    let calendar: Calendar

    init(environment: EnvironmentValues) {
        locale = environment.locale
        timeZone = environment.timeZone
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        self.calendar = calendar
    }

    // MARK: - Semantics

    /// A number as the semantics write it: `3`, `2.5`, `-0.125`.
    static func exact(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// A value as a key of the chart's own (a series, a stack): the same whatever the
    /// locale or time zone.
    static func key(_ value: PlotValue) -> String {
        switch value {
        case let .number(number): exact(number)
        case let .category(category): category
        case let .date(date): "@" + exact(date.timeIntervalSinceReferenceDate)
        }
    }

    /// A value as the semantics write it, unquoted: a category as it is, a date in ISO
    /// 8601 in the render's time zone, to its unit when it has one.
    func exact(_ value: PlotValue, unit: Calendar.Component? = nil) -> String {
        switch value {
        case let .number(number): Self.exact(number)
        case let .category(category): category
        case let .date(date): iso(date, unit: unit)
        }
    }

    /// A channel's `key=value`: a category quoted, a range `lower..<upper`.
    func property(_ key: String, _ channel: PlotChannel) -> CellDrawing.Property {
        if let end = channel.end {
            return .text(key, quotedIfCategory(channel.value, unit: channel.unit) + "..<" + quotedIfCategory(end, unit: channel.unit))
        }
        if case let .category(category) = channel.value { return .quoted(key, category) }
        return .text(key, exact(channel.value, unit: channel.unit))
    }

    private func quotedIfCategory(_ value: PlotValue, unit: Calendar.Component?) -> String {
        if case let .category(category) = value {
            return "\"" + category.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return exact(value, unit: unit)
    }

    private func iso(_ date: Date, unit: Calendar.Component?) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.calendar = Calendar(identifier: .gregorian)
        switch unit {
        case .year?: formatter.dateFormat = "yyyy"
        case .month?, .quarter?: formatter.dateFormat = "yyyy-MM"
        case .day?, .weekOfYear?, .weekOfMonth?, .weekday?: formatter.dateFormat = "yyyy-MM-dd"
        case .hour?, .minute?: formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        default: formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
        }
        return formatter.string(from: date)
    }

    // MARK: - Axis labels

    /// A number for an axis, with the digits its step needs: `0.25` for a step of a
    /// quarter, `1,000` for thousands.
    func axisNumber(_ number: Double, step: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        if step > 0 {
            // Each label with the digits it needs, up to the step's: 0, 2.5, 5, 7.5, 10.
            formatter.minimumFractionDigits = 0
            formatter.maximumFractionDigits = Self.fractionDigits(of: step)
        } else {
            formatter.maximumFractionDigits = 6
        }
        // No "-0".
        return formatter.string(from: NSNumber(value: number == 0 ? 0 : number)) ?? Self.exact(number)
    }

    /// The decimals a step needs to be written exactly: 0 for 5, 2 for 0.25.
    static func fractionDigits(of step: Double) -> Int {
        for digits in 0...6 {
            let scaled = step * pow(10, Double(digits))
            if abs(scaled - scaled.rounded()) < 1e-9 * max(1, abs(scaled)) { return digits }
        }
        return 6
    }

    /// A date for an axis whose marks are every so many `component`s.
    func axisDate(_ date: Date, component: Calendar.Component) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.calendar = calendar
        let template = switch component {
        case .second: "jms"
        case .minute: "jmm"
        case .hour: "j"
        case .day, .weekOfYear, .weekOfMonth, .weekday: "MMMd"
        case .month, .quarter: "MMM"
        default: "y"
        }
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    /// A value as a legend or a category axis names it.
    func name(_ value: PlotValue, unit: Calendar.Component? = nil) -> String {
        switch value {
        case let .category(category): category
        case let .number(number): axisNumber(number, step: 0)
        case let .date(date): axisDate(date, component: unit ?? .day)
        }
    }
}
