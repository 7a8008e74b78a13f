// What gestures are made of: callbacks (`onChanged`, `onEnded`, `updating`), and two
// gestures at once, one after the other, or one instead of the other. None runs in a
// render; each keeps the name of what it is made from.

/// A gesture with a callback added; named as the gesture it wraps.
public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
    public var _gestureName: String { content._gestureName }
}

/// A gesture with a callback for when it ends.
public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
    public var _gestureName: String { content._gestureName }
}

/// A gesture whose value is mapped to another.
public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
    let content: Content
    public var _gestureName: String { content._gestureName }
}

/// A gesture that updates a `@GestureState` while it runs.
public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
    public typealias Value = Base.Value
    let base: Base
    public var _gestureName: String { base._gestureName }
}

/// Two gestures recognized together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var _gestureName: String { "\(first._gestureName)+\(second._gestureName)" }
}

/// A gesture that starts when another ends: a long press, then a drag.
public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var _gestureName: String { "\(first._gestureName)→\(second._gestureName)" }
}

/// The first of two gestures that succeeds, the other not at all.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var _gestureName: String { "\(first._gestureName)|\(second._gestureName)" }
}

/// Any gesture of one value type behind one type.
public struct AnyGesture<Value>: PrimitiveGesture {
    let name: String
    public init<T: Gesture>(_ gesture: T) where T.Value == Value { name = gesture._gestureName }
    public var _gestureName: String { name }
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self)
    }

    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self)
    }

    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self)
    }

    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self)
    }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// State that lives while a gesture runs and resets when it ends; in a still picture,
/// always its initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initialValue: Value

    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value { initialValue }
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState: Sendable where Value: Sendable {}
