import Foundation

/// A value kept under a key, as SwiftUI keeps it in `UserDefaults`. A render must not
/// depend on the machine's defaults, so without a `store` the value lives in memory,
/// shared by the process: what one view writes, another reads, and every run starts
/// from the defaults. Pass a `UserDefaults` of the test's own to use that instead.
@propertyWrapper
public struct AppStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults?

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        defaultValue = wrappedValue
        self.store = store
    }

    public var wrappedValue: Value {
        get {
            if let store { return store.object(forKey: key) as? Value ?? defaultValue }
            return AppStorageMemory.shared.value(forKey: key) as? Value ?? defaultValue
        }
        nonmutating set {
            if let store {
                store.set(newValue, forKey: key)
            } else {
                AppStorageMemory.shared.set(newValue, forKey: key)
            }
        }
    }

    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: nil, key, store: store)
    }
}

/// The in-memory defaults of `AppStorage` without a store, shared by the process.
final class AppStorageMemory: @unchecked Sendable {
    static let shared = AppStorageMemory()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    func value(forKey key: String) -> Any? {
        lock.withLock { values[key] }
    }

    func set(_ value: Any, forKey key: String) {
        lock.withLock { values[key] = value }
    }
}
