import ChallengeCore

/// Records tracked events.
public final class TrackerMock: TrackerContract, @unchecked Sendable {
    public private(set) var trackedEvents: [TrackedEvent] = []

    public init() {}

    public func track(_ event: any TrackingEvent) {
        trackedEvents.append(TrackedEvent(name: event.name, properties: event.properties))
    }
}
