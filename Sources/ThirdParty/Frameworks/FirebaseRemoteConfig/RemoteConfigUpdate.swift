import Foundation

/// The keys a real-time update changed.
public final class RemoteConfigUpdate: NSObject, @unchecked Sendable {
    public let updatedKeys: Set<String>

    init(updatedKeys: Set<String>) {
        self.updatedKeys = updatedKeys
        super.init()
    }
}

/// A real-time update listener, to remove.
public final class ConfigUpdateListenerRegistration: NSObject, @unchecked Sendable {
    private let onRemove: @Sendable () -> Void

    init(onRemove: @escaping @Sendable () -> Void) {
        self.onRemove = onRemove
        super.init()
    }

    public func remove() {
        onRemove()
    }
}
