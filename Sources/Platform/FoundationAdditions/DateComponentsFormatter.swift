import Foundation

/// Durations as text, such as "1:02:05", "1h 2m 5s" or "1 hour, 2 minutes, 5 seconds".
/// Linux's Foundation declares the class unavailable; this one follows iOS's API and
/// writes what iOS writes in `en_US`, from its own tables, so a render is the same on
/// every machine whatever its locale data. Without a `calendar`, months and years are
/// counted in the Gregorian calendar in UTC from `referenceDate` (or 2001-01-01).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:05"
        case positional = 0
        /// "1h 2m 5s"
        case abbreviated = 1
        /// "1 hr, 2 min, 5 sec"
        case short = 2
        /// "1 hour, 2 minutes, 5 seconds"
        case full = 3
        /// "one hour, two minutes, five seconds"
        case spellOut = 4
        /// "1hr 2min 5sec"
        case brief = 5
    }

    /// Which units whose value is zero are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Keeps every zero unit.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: drops leading zero units; other styles: drops every zero unit.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional: writes every field with two digits ("01:02:05").
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    private let lock = NSLock()
    private var _settings = DurationFormatSettings()

    private var settings: DurationFormatSettings {
        get { lock.withLock { _settings } }
        set { lock.withLock { _settings = newValue } }
    }

    override public init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How units are written; positional by default.
    open var unitsStyle: UnitsStyle {
        get { settings.unitsStyle }
        set { settings.unitsStyle = newValue }
    }

    /// The units to write, among years, months, weeks (`.weekOfMonth`), days, hours,
    /// minutes and seconds; by default all of them.
    open var allowedUnits: NSCalendar.Unit {
        get { settings.allowedUnits }
        set {
            let unsupported = newValue.subtracting(DurationFormatSettings.supportedUnits)
            if !unsupported.isEmpty {
                fatalError("DateComponentsFormatter: only years, months, weeks (.weekOfMonth), days, hours, minutes and seconds can be allowed, not \(unsupported)")
            }
            settings.allowedUnits = newValue
        }
    }

    /// Which zero units are left out; `.default` by default.
    open var zeroFormattingBehavior: ZeroFormattingBehavior {
        get { settings.zeroFormattingBehavior }
        set { settings.zeroFormattingBehavior = newValue }
    }

    /// The calendar months and years are counted in; `nil` for Gregorian in UTC.
    open var calendar: Calendar? {
        get { settings.calendar }
        set { settings.calendar = newValue }
    }

    /// Where a time interval starts, which decides the length of its months and years.
    open var referenceDate: Date? {
        get { settings.referenceDate }
        set { settings.referenceDate = newValue }
    }

    /// Accepted for iOS code; fractions of the smallest unit are dropped here.
    open var allowsFractionalUnits: Bool {
        get { settings.allowsFractionalUnits }
        set { settings.allowsFractionalUnits = newValue }
    }

    /// At most this many units, counted from the largest written, the last one rounded;
    /// 0 for no limit.
    open var maximumUnitCount: Int {
        get { settings.maximumUnitCount }
        set { settings.maximumUnitCount = newValue }
    }

    /// Writes "90 seconds" rather than "1 minute, 30 seconds" when the largest unit is 1.
    open var collapsesLargestUnit: Bool {
        get { settings.collapsesLargestUnit }
        set { settings.collapsesLargestUnit = newValue }
    }

    /// Starts the text with "About".
    open var includesApproximationPhrase: Bool {
        get { settings.includesApproximationPhrase }
        set { settings.includesApproximationPhrase = newValue }
    }

    /// Ends the text with "remaining".
    open var includesTimeRemainingPhrase: Bool {
        get { settings.includesTimeRemainingPhrase }
        set { settings.includesTimeRemainingPhrase = newValue }
    }

    /// Accepted for iOS code; English text needs no context here.
    open var formattingContext: Formatter.Context {
        get { settings.formattingContext }
        set { settings.formattingContext = newValue }
    }

    /// A number of seconds, as `TimeInterval`, `NSNumber` or an integer; or `DateComponents`.
    override open func string(for obj: Any) -> String? {
        switch obj {
        case let components as DateComponents: string(from: components)
        case let number as NSNumber: string(from: number.doubleValue)
        case let seconds as Double: string(from: seconds)
        case let seconds as Int: string(from: TimeInterval(seconds))
        default: nil
        }
    }

    /// A number of seconds, counted from `referenceDate`.
    open func string(from ti: TimeInterval) -> String? {
        let settings = self.settings
        let start = settings.startDate
        return settings.string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The time from one date to another.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        settings.string(from: startDate, to: endDate)
    }

    /// The components' duration, counted from `referenceDate`, in the allowed units.
    open func string(from components: DateComponents) -> String? {
        let settings = self.settings
        let start = settings.startDate
        guard let end = settings.effectiveCalendar.date(byAdding: components, to: start) else { return nil }
        return settings.string(from: start, to: end)
    }

    /// The components in a style, with every unit allowed.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }
}
