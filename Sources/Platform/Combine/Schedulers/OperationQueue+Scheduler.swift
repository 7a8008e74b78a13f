import Foundation

extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = _DateSchedulerTime

    /// Operation queue scheduling has no options; the type exists for API shape.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        addOperation { work.run() }
    }

    // Delays are timed on a Dispatch timer and then handed to the queue, so the queue's
    // concurrency limits and suspension still apply to the work itself.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, date.date.timeIntervalSinceNow)) {
            self.addOperation { work.run() }
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let work = ScheduledAction(action)
        let start = DispatchQueue.SchedulerTimeType(.now() + max(0, date.date.timeIntervalSinceNow))
        return DispatchQueue.global().schedule(after: start, interval: .seconds(interval.timeInterval),
                                               tolerance: .seconds(tolerance.timeInterval), options: nil) {
            self.addOperation { work.run() }
        }
    }
}
