/// Observation from before `@Observable`, as many apps still write it: an
/// `ObservableObject` class with `@Published` properties, held by a view with
/// `@StateObject` or `@ObservedObject`, or found in the environment with
/// `@EnvironmentObject`. A render reads the values as they are; nothing publishes.
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    /// Announces a change. A still picture has no next frame to announce it to.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What `objectWillChange` returns; `send()` does nothing in a render.
public final class ObservableObjectPublisher: Sendable {
    public init() {}
    public func send() {}
}

/// A property of an `ObservableObject` that views read. Combine's publisher behind
/// `$property` does not exist on Linux.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }
}

/// An object a view observes but does not own.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }

    /// `$object.property`: a binding to a property of the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An object a view owns: made once, when first read, and shared by the view's copies.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private final class Box {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }

    private let box: Box

    public init(wrappedValue: @autoclosure @escaping () -> ObjectType) {
        box = Box(wrappedValue)
    }

    public var wrappedValue: ObjectType { box.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: box.object)
    }
}

/// An object an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current[object: ObjectType.self] else {
            fatalError("No \(ObjectType.self) in the environment: an ancestor of this view must call .environmentObject(_:) with one, as in SwiftUI.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension View {
    /// Puts `object` in the environment, where `@EnvironmentObject` of its type finds it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0[object: T.self] = object })
    }
}
