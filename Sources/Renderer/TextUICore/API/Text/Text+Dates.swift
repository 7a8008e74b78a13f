import Foundation

extension Text {
    /// How `Text(date, style:)` shows a date.
    public struct DateStyle: Sendable, Equatable {
        let name: String
        /// A time: "1:05 PM".
        public static let time = DateStyle(name: "time")
        /// A date: "November 26, 2026".
        public static let date = DateStyle(name: "date")
        /// The time from now, on a device ("2 hours"); see `DateText`.
        public static let relative = DateStyle(name: "relative")
        /// The offset from now, signed ("+2 hours").
        public static let offset = DateStyle(name: "offset")
        /// A count up or down from now ("2:01:05").
        public static let timer = DateStyle(name: "timer")
    }

    /// A date in a style, in the render's locale and time zone (UTC unless a test sets
    /// one). The styles that count from now show the date itself, named with its style
    /// in the semantics: a render never reads the clock.
    public nonisolated init(_ date: Date, style: DateStyle) {
        self.init(verbatim: "")
        self.style.date = DateText(start: date, end: nil, style: style)
    }

    /// A range of dates: "Nov 26, 2026, 1:00 – 2:00 PM".
    public nonisolated init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: "")
        self.style.date = DateText(start: dates.lowerBound, end: dates.upperBound, style: nil)
    }

    public nonisolated init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A timer over an interval; the render shows the interval, named `timer`.
    public nonisolated init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(verbatim: "")
        self.style.date = DateText(start: timerInterval.lowerBound, end: timerInterval.upperBound, style: .timer)
    }

    /// A value in a format: `Text(price, format: .currency(code: "EUR"))`, written for
    /// the environment's locale, as SwiftUI writes it.
    public nonisolated init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(LocalizedStringKey(parts: [.value(.formatted(input, format))]))
    }

    /// An attributed string's characters, with a style it has throughout (a color,
    /// a font, bold or italic everywhere) as the text's own; a style on part of it is
    /// not drawn. Disfavored: Foundation makes `AttributedString` a string literal too,
    /// and a literal given to `Text` is a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public nonisolated init(_ attributedContent: AttributedString) {
        self = Text.styled(attributedContent)
    }

    /// A string shown as it is, as SwiftUI shows a string that is not a literal. A
    /// literal is a `LocalizedStringKey`, with its interpolations.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// The same for a `String`, without the generic conversion. Disfavored as well, so
    /// a literal still becomes a `LocalizedStringKey`.
    @_disfavoredOverload
    public nonisolated init(_ content: String) {
        self.init(verbatim: content)
    }
}

/// A date a `Text` shows, formatted when the text is drawn, for the locale, calendar
/// and time zone the render is made in.
struct DateText: Equatable, Sendable {
    let start: Date
    let end: Date?
    let style: Text.DateStyle?

    func text(in environment: EnvironmentValues) -> String {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.calendar = environment.calendar
        formatter.timeZone = environment.timeZone
        switch style?.name {
        case "time":
            formatter.dateStyle = .none
            formatter.timeStyle = .short
        case "date":
            formatter.dateStyle = .long
            formatter.timeStyle = .none
        default:
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
        }
        guard let end else { return formatter.string(from: start) }
        let interval = DateIntervalFormatter()
        interval.locale = environment.locale
        interval.calendar = environment.calendar
        interval.timeZone = environment.timeZone
        interval.dateStyle = .medium
        interval.timeStyle = .short
        return interval.string(from: start, to: end)
    }

    /// `relative`, `offset`, `timer`: the styles whose text on a device counts from now.
    var countsFromNow: String? {
        guard let name = style?.name, name != "time", name != "date" else { return nil }
        return name
    }
}
