import Foundation

/// Content redrawn on a schedule (a clock, a countdown). A render is one moment: the
/// content is drawn once, for the schedule's first date, which a test sets by passing
/// a fixed date to the schedule (`.periodic(from: fixedDate, by: 1)`); `.everyMinute`
/// and `.animation` start at the distant past, never the clock's time.
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given: the moment drawn. Not generic, so a closure's
    /// parameter type does not depend on the content it makes.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    @MainActor public var body: some View {
        content(Context(date: schedule.firstDate, cadence: .seconds))
    }
}

/// The moment a timeline's content is drawn for.
public struct TimelineViewDefaultContext: Sendable {
    public let date: Date
    public let cadence: Cadence

    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

/// When a timeline redraws; a render uses only its first date.
public protocol TimelineSchedule {
    var firstDate: Date { get }
}

public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public let firstDate: Date
    public init(from startDate: Date, by interval: TimeInterval) { firstDate = startDate }
}

public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public var firstDate: Date { .distantPast }
}

public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    public var firstDate: Date { .distantPast }
}

public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public let firstDate: Date
    public init(_ dates: Entries) { firstDate = dates.first { _ in true } ?? .distantPast }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { .init(from: startDate, by: interval) }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { .init() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { .init(minimumInterval: minimumInterval, paused: paused) }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> { .init(dates) }
}
