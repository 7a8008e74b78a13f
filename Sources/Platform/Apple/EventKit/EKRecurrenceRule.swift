import Foundation

/// When a recurrence stops: at a date, or after a number of occurrences.
open class EKRecurrenceEnd: NSObject {
    open private(set) var endDate: Date?
    open private(set) var occurrenceCount: Int = 0

    public init(end endDate: Date) {
        self.endDate = endDate
        super.init()
    }

    public init(occurrenceCount: Int) {
        self.occurrenceCount = occurrenceCount
        super.init()
    }
}

/// A day of the week, optionally the n-th of the month or year ("the second Tuesday").
open class EKRecurrenceDayOfWeek: NSObject {
    open private(set) var dayOfTheWeek: EKWeekday
    /// 0 for every such day; negative counts from the end.
    open private(set) var weekNumber: Int

    public convenience init(_ dayOfTheWeek: EKWeekday) {
        self.init(dayOfTheWeek, weekNumber: 0)
    }

    public init(_ dayOfTheWeek: EKWeekday, weekNumber: Int) {
        self.dayOfTheWeek = dayOfTheWeek
        self.weekNumber = weekNumber
        super.init()
    }
}

/// How an event or reminder repeats.
open class EKRecurrenceRule: EKObject {
    open private(set) var frequency: EKRecurrenceFrequency
    open private(set) var interval: Int
    open var recurrenceEnd: EKRecurrenceEnd?
    open private(set) var firstDayOfTheWeek: Int = 0
    open private(set) var daysOfTheWeek: [EKRecurrenceDayOfWeek]?
    open private(set) var daysOfTheMonth: [NSNumber]?
    open private(set) var monthsOfTheYear: [NSNumber]?

    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = interval
        recurrenceEnd = end
        super.init()
    }

    public convenience init(recurrenceWith type: EKRecurrenceFrequency, interval: Int,
                            daysOfTheWeek days: [EKRecurrenceDayOfWeek]?, daysOfTheMonth monthDays: [NSNumber]?,
                            monthsOfTheYear months: [NSNumber]?, weeksOfTheYear: [NSNumber]?,
                            daysOfTheYear: [NSNumber]?, setPositions: [NSNumber]?, end: EKRecurrenceEnd?) {
        self.init(recurrenceWith: type, interval: interval, end: end)
        daysOfTheWeek = days
        daysOfTheMonth = monthDays
        monthsOfTheYear = months
    }
}
