import Foundation

extension Timer {
    /// Makes a connectable publisher that emits the current date every `interval` seconds once connected.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A repeating timer as a connectable publisher; use `autoconnect()` to start it on first subscription.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.subscribe(subscriber)
        }

        /// Starts ticking; cancel the result to stop. Each connection runs its own timer.
        public func connect() -> Cancellable {
            let subject = self.subject
            // The main run loop is usually not spinning on Linux (see RunLoop+Scheduler.swift),
            // so main-thread timers use a Dispatch timer on the main queue instead.
            if runLoop === RunLoop.main {
                let source = DispatchSource.makeTimerSource(queue: .main)
                source.setEventHandler { subject.send(Date()) }
                let leeway = DispatchTimeInterval.nanoseconds(Int((tolerance ?? 0) * 1_000_000_000))
                source.schedule(deadline: .now() + interval, repeating: interval, leeway: leeway)
                source.resume()
                return AnyCancellable { source.cancel() }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            let handle = TimerHandle(timer)
            return AnyCancellable { handle.timer.invalidate() }
        }
    }
}
