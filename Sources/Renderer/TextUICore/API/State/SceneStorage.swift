import Foundation

/// A value a scene keeps across launches, under a key. A render has one scene and no
/// launches before it: the value starts as given and lives as long as the process,
/// shared by key, as `AppStorage` without a store does.
@propertyWrapper
public struct SceneStorage<Value> {
    private let key: String
    private let defaultValue: Value

    public init(wrappedValue: Value, _ key: String) {
        self.key = "scene." + key
        defaultValue = wrappedValue
    }

    public var wrappedValue: Value {
        get { AppStorageMemory.shared.value(forKey: key) as? Value ?? defaultValue }
        nonmutating set { AppStorageMemory.shared.set(newValue, forKey: key) }
    }

    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) {
        self.init(wrappedValue: nil, key)
    }
}
