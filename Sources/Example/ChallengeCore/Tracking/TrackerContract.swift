/// An analytics event: a name and its properties.
public struct TrackedEvent: Equatable, Sendable {
    public let name: String
    public let properties: [String: String]

    public init(name: String, properties: [String: String] = [:]) {
        self.name = name
        self.properties = properties
    }
}

/// Something an event enum of a screen can become.
public protocol TrackingEvent: Sendable {
    var name: String { get }
    var properties: [String: String] { get }
}

extension TrackingEvent {
    public var properties: [String: String] { [:] }
}

/// Where events go. Screen trackers wrap it: one method per event.
public protocol TrackerContract: AnyObject {
    func track(_ event: any TrackingEvent)
}

/// Prints nothing and sends nothing: the example app has no analytics backend. Keeps
/// the events, so a command can show what a session tracked.
public final class RecordingTracker: TrackerContract {
    public private(set) var events: [TrackedEvent] = []

    public init() {}

    public func track(_ event: any TrackingEvent) {
        events.append(TrackedEvent(name: event.name, properties: event.properties))
    }
}
