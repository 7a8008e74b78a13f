import Foundation

extension Snapshotting {
    /// The strategy, after `duration` seconds in which the current run loop runs, as sst
    /// waits for UIKit's events: a timer a screen scheduled fires, work on other queues
    /// finishes. A block queued on the main queue still waits for the test to return
    /// when the test itself runs there (a `@MainActor` test). Nothing animates here, so
    /// a render does not change with the wait.
    public static func wait(
        for duration: TimeInterval,
        on strategy: Self
    ) -> Self {
        Self(
            pathExtension: strategy.pathExtension,
            diffing: strategy.diffing,
            asyncSnapshot: { value in
                Async { callback in
                    let deadline = Date(timeIntervalSinceNow: duration)
                    while Date() < deadline {
                        // A thread with no run loop sources returns at once: sleep instead.
                        if !RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01))) {
                            usleep(1_000)
                        }
                    }
                    strategy.snapshot(value).run(callback)
                }
            }
        )
    }
}
