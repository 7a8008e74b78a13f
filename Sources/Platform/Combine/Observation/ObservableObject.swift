import Foundation

/// An object that announces changes before they happen, so views can re-render with the new state.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never

    /// Emits before any `@Published` property of the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, made on first use and kept for the object's lifetime.
    public var objectWillChange: ObservableObjectPublisher {
        WillChangeRegistry.shared.publisher(for: self)
    }
}

/// Associates a publisher with each object without touching its storage: a table keyed by object
/// identity whose entries hold the object weakly and are swept once their object is gone.
final class WillChangeRegistry: @unchecked Sendable {
    static let shared = WillChangeRegistry()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepThreshold = 64

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let (publisher, isNew) = lock.withLock { () -> (ObservableObjectPublisher, Bool) in
            let key = ObjectIdentifier(object)
            // A dead entry under the same identifier belongs to an earlier object at the same address.
            if let entry = entries[key], entry.object === object { return (entry.publisher, false) }
            let entry = Entry(object: object, publisher: ObservableObjectPublisher())
            entries[key] = entry
            if entries.count >= sweepThreshold {
                entries = entries.filter { $0.value.object != nil }
                sweepThreshold = max(64, entries.count * 2)
            }
            return (entry.publisher, true)
        }
        // Published properties written without the enclosing-instance path (e.g. `assign(to: &$x)`)
        // learn where to send through this one-time scan.
        if isNew { PublishedFields.connect(Mirror(reflecting: object), to: publisher) }
        return publisher
    }

    var liveCount: Int { lock.withLock { entries.values.filter { $0.object != nil }.count } }
}
