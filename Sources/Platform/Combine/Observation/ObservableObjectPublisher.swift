import Foundation

/// The default `objectWillChange` publisher: a plain "something is about to change" signal.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.subscribe(subscriber)
    }

    /// Announces an imminent change to every subscriber.
    public func send() { subject.send(()) }
}
