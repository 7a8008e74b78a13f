import Foundation

extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = _DateSchedulerTime

    /// Run loop scheduling has no options; the type exists for API shape.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    // On Linux the main thread is usually parked in Dispatch's main queue (Swift concurrency's main
    // executor), not in the main run loop, so work for `RunLoop.main` goes through `DispatchQueue.main`,
    // which still runs it on the main thread. Other run loops get real run loop sources.

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        if self === RunLoop.main { DispatchQueue.main.async { work.run() }; return }
        perform(inModes: [.default, .common]) { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        if self === RunLoop.main {
            DispatchQueue.main.asyncAfter(deadline: .now() + max(0, date.date.timeIntervalSinceNow)) { work.run() }
            return
        }
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .common)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let work = ScheduledAction(action)
        if self === RunLoop.main {
            let start = DispatchQueue.SchedulerTimeType(.now() + max(0, date.date.timeIntervalSinceNow))
            return DispatchQueue.main.schedule(after: start, interval: .seconds(interval.timeInterval),
                                               tolerance: .seconds(tolerance.timeInterval), options: nil) { work.run() }
        }
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in work.run() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .common)
        let handle = TimerHandle(timer)
        return AnyCancellable { handle.timer.invalidate() }
    }
}

/// Lets a timer be invalidated from a Sendable cancel closure; invalidation is thread-safe in Foundation.
struct TimerHandle: @unchecked Sendable {
    let timer: Timer
    init(_ timer: Timer) { self.timer = timer }
}
