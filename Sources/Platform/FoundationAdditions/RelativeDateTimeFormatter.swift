import Foundation

/// A date relative to another as text: "3 hours ago", "in 2 days", "yesterday". Linux's
/// Foundation lacks the class; this one follows iOS's API and asks the toolchain's
/// `Date.AnchoredRelativeFormatStyle`, so every locale reads as ICU writes it. A
/// relative text made without a reference date counts from 2001-01-01, never from the
/// clock, so the same interval always reads the same.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a nearby date has a name ("yesterday") or only a number ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        case numeric = 0
        case named = 1
    }

    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago"
        case full = 0
        /// "two months ago"
        case spellOut = 1
        /// "2 mo. ago"
        case short = 2
        /// "2mo ago"
        case abbreviated = 3
    }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Context = .unknown
    open var calendar: Calendar! = .current
    open var locale: Locale! = .current

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `date` as seen from `referenceDate`: "3 hours ago" when it is three hours earlier.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        // The anchored style writes its anchor as seen from the date it formats.
        Date.AnchoredRelativeFormatStyle(
            anchor: date,
            presentation: dateTimeStyle == .named ? .named : .numeric,
            unitsStyle: formatUnitsStyle,
            locale: locale ?? .current,
            calendar: calendar ?? .current,
            capitalizationContext: capitalizationContext
        ).format(referenceDate)
    }

    /// A time interval from now, as text: `-3600` is "1 hour ago".
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let reference = Self.fixedReference
        return localizedString(for: reference.addingTimeInterval(timeInterval), relativeTo: reference)
    }

    /// Date components from now, as text: `DateComponents(day: -1)` is "1 day ago".
    open func localizedString(from dateComponents: DateComponents) -> String {
        let reference = Self.fixedReference
        let calendar = calendar ?? .current
        let date = calendar.date(byAdding: dateComponents, to: reference) ?? reference
        return localizedString(for: date, relativeTo: reference)
    }

    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// 2001-01-01 UTC: where intervals and components count from.
    private static let fixedReference = Date(timeIntervalSinceReferenceDate: 0)

    private var formatUnitsStyle: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }

    private var capitalizationContext: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .listItem: .listItem
        case .standalone: .standalone
        default: .unknown
        }
    }
}
