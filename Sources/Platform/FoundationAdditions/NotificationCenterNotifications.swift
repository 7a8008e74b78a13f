import Foundation

extension NotificationCenter {
    /// The notifications of a name, as an async sequence (iOS 15): `for await note in
    /// center.notifications(named: .x) { … }`. Linux's Foundation lacks it. Each
    /// iteration observes from when it starts until the task is cancelled or the
    /// iterator is released, as on iOS.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }

    /// The notifications `notifications(named:object:)` delivers.
    public struct Notifications: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification

        let center: NotificationCenter
        let name: Notification.Name
        // The object filters by identity, as `addObserver(forName:object:…)` does.
        nonisolated(unsafe) let object: AnyObject?

        public func makeAsyncIterator() -> Iterator {
            Iterator(center: center, name: name, object: object)
        }

        /// Waits for the next notification.
        public struct Iterator: AsyncIteratorProtocol, @unchecked Sendable {
            private let observation: Observation

            init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
                observation = Observation(center: center, name: name, object: object)
            }

            public mutating func next() async -> Notification? {
                await observation.next()
            }
        }

        /// The observer and what it has received, removed from the center when the last
        /// copy of its iterator goes.
        final class Observation: @unchecked Sendable {
            private var iterator: AsyncStream<Delivered>.Iterator
            private let center: NotificationCenter
            private var token: NSObjectProtocol?

            init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
                var continuation: AsyncStream<Delivered>.Continuation!
                iterator = AsyncStream(bufferingPolicy: .unbounded) { continuation = $0 }.makeAsyncIterator()
                self.center = center
                let sink = continuation!
                token = center.addObserver(forName: name, object: object, queue: nil) { sink.yield(Delivered(notification: $0)) }
            }

            deinit {
                if let token { center.removeObserver(token) }
            }

            func next() async -> Notification? {
                await iterator.next()?.notification
            }
        }

        /// A notification handed from the poster's thread to the waiting task, as iOS
        /// hands it over.
        struct Delivered: @unchecked Sendable {
            let notification: Notification
        }
    }
}
