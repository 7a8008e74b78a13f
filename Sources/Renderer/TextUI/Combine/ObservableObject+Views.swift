import Combine
import TextUICore

// `ObservableObject` and `@Published` are Combine's (this package's `Combine` for
// Linux); the property wrappers views hold them with are SwiftUI's, here, beside the
// view layer's core rather than in it: the core compiles without waiting for Combine.

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
/// A live screen keeps the first one at the view's place in the tree, as SwiftUI does.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    final class Box {
        let make: () -> ObjectType
        /// The box kept for this view's place, when a live screen kept another.
        var kept: Box?
        private lazy var made: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }

        var object: ObjectType { kept?.object ?? made }
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

extension ObservedObject: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}

extension StateObject: LiveStateProperty {
    @MainActor package func bind(in store: LiveStateStore, at key: String) {
        guard let kept = store.keep(box, at: key) as? Box, kept !== box else { return }
        box.kept = kept
    }
}

/// An object an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.rendering[object: ObjectType.self] else {
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
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier(change: { $0[object: T.self] = object }))
    }
}
