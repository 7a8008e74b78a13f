/// A key for a value the focused view publishes to the app's commands and scenes.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the focused view publishes. A still picture has no focus, so every
/// value reads nil.
public struct FocusedValues {
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// A value published by the focused view (`@FocusedValue(\.selection)`); nil in a render.
@propertyWrapper
public struct FocusedValue<Value> {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// iOS 17's form, for an observable object published with `focusedValue(_:)`.
    public init(_ objectType: Value.Type) {}
    public var wrappedValue: Value? { nil }
}

/// A binding published by the focused view; nil in a render.
@propertyWrapper
public struct FocusedBinding<Value> {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

extension View {
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func focusedValue<T: AnyObject>(_ object: T?) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
