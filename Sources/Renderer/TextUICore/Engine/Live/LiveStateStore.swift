/// What a live screen keeps between renders, by the path of the view that owns it
/// (`ViewIdentity`): `@State`, `@StateObject` and `@FocusState` storage, a navigation
/// stack's own pushed screens, the last value an `onChange` saw. Each pass marks what
/// it meets; what a pass did not meet has left the tree, and its storage is dropped,
/// as SwiftUI drops a view's state when the view goes away.
@MainActor
package final class LiveStateStore {
    private var slots: [String: AnyObject] = [:]
    private var seen: Set<String> = []

    /// The object kept under `key`, or `make()`'s, which is kept from now on.
    func slot<Slot: AnyObject>(_ key: String, make: () -> Slot) -> Slot {
        seen.insert(key)
        if let kept = slots[key] as? Slot { return kept }
        let made = make()
        slots[key] = made
        return made
    }

    /// Keeps `object` under `key` unless something is kept there already; returns what is.
    package func keep(_ object: AnyObject, at key: String) -> AnyObject {
        seen.insert(key)
        if let kept = slots[key] { return kept }
        slots[key] = object
        return object
    }

    /// Keeps everything kept under `prefix`, though the pass does not meet it: the
    /// screens under a navigation stack's top stay alive.
    func retain(under prefix: String) {
        for key in slots.keys where key == prefix || key.hasPrefix(prefix + "/") || key.hasPrefix(prefix + ".") {
            seen.insert(key)
        }
    }

    func beginPass() {
        seen.removeAll(keepingCapacity: true)
    }

    /// Drops what the pass did not meet.
    func endPass() {
        slots = slots.filter { seen.contains($0.key) }
    }

    /// Binds the state properties of a view or modifier, `value`, found by reflection,
    /// to the storage kept at `key`: the first value's storage is the one every later
    /// copy reads and writes.
    func bindState(of value: Any, at key: String) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let name = key + "." + (child.label ?? "\(index)")
            if let property = child.value as? any LiveStateProperty {
                property.bind(in: self, at: name)
            } else if child.value is any DynamicProperty {
                // A property wrapper of the app's own, made of SwiftUI's.
                bindState(of: child.value, at: name)
            }
        }
    }
}

/// A property wrapper whose storage a live screen keeps by the view's place in the
/// tree: `@State`, `@StateObject` (in `TextUI`, with Combine), `@FocusState`.
package protocol LiveStateProperty {
    @MainActor func bind(in store: LiveStateStore, at key: String)
}
