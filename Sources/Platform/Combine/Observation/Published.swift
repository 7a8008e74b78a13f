import Foundation

/// Marks a class property whose changes are published: `$property` streams its values and, in an
/// `ObservableObject`, every write first fires the object's `objectWillChange`.
@propertyWrapper
public struct Published<Value> {
    private var box: PublishedBox<Value>

    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

    /// The older spelling of `init(wrappedValue:)`, kept for source compatibility.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Only reachable through the enclosing-instance subscript; structs cannot use `@Published`.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The `$property` stream: the current value on subscription, then each new value before it is stored.
    public var projectedValue: Publisher {
        mutating get { Publisher(box) }
        set { box = newValue.box }
    }

    /// How the compiler reads and writes `@Published` properties of classes; the write announces the change first.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.connectIfNeeded(object)
            return box.value
        }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.connectIfNeeded(object)
            box.set(newValue)
        }
    }

    /// The publisher behind `$property`; it never fails.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        fileprivate let box: PublishedBox<Value>

        fileprivate init(_ box: PublishedBox<Value>) { self.box = box }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subject.attach(subscriber)
        }
    }
}

extension Publisher where Failure == Never {
    /// Republishes into a `@Published` property; the subscription lives as long as that property's object.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let sink = PublishedAssignSink(box)
        box.retain(sink)
        subscribe(sink)
    }
}

/// Reference storage shared by a `@Published` property and its `$` publisher.
final class PublishedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    let subject: SubjectCore<Value, Never>
    private weak var willChange: ObservableObjectPublisher?
    private var checkedOwner = false
    private var assignments: [Cancellable] = []

    init(_ value: Value) {
        stored = value
        subject = SubjectCore(current: value)
    }

    deinit { assignments.forEach { $0.cancel() } }

    var value: Value { lock.withLock { stored } }

    /// Announce, publish, then store, so observers of either kind still see the old value when called.
    func set(_ newValue: Value) {
        lock.withLock { willChange }?.send()
        subject.send(newValue, storeFirst: false)
        lock.withLock { stored = newValue }
    }

    func connect(to publisher: ObservableObjectPublisher) {
        lock.withLock { willChange = publisher; checkedOwner = true }
    }

    func connectIfNeeded(_ owner: AnyObject) {
        guard !lock.withLock({ checkedOwner }) else { return }
        var publisher: ObservableObjectPublisher?
        if let observable = owner as? any ObservableObject { publisher = defaultWillChange(observable) }
        lock.withLock { checkedOwner = true; if let publisher { willChange = publisher } }
    }

    func retain(_ cancellable: Cancellable) { lock.withLock { assignments.append(cancellable) } }
}

/// Finds the `ObservableObjectPublisher` of an object, if that is the kind it uses.
private func defaultWillChange<T: ObservableObject>(_ object: T) -> ObservableObjectPublisher? {
    object.objectWillChange as? ObservableObjectPublisher
}

/// Feeds a `@Published` property without keeping it alive.
final class PublishedAssignSink<Value>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = Value
    typealias Failure = Never
    private let lock = NSLock()
    private weak var box: PublishedBox<Value>?
    private var subscription: Subscription?

    init(_ box: PublishedBox<Value>) { self.box = box }

    func receive(subscription: Subscription) {
        let keep = lock.withLock { () -> Bool in
            guard box != nil, self.subscription == nil else { return false }
            self.subscription = subscription
            return true
        }
        if keep { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        lock.withLock { box }?.set(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) { lock.withLock { subscription = nil } }

    func cancel() {
        lock.withLock { () -> Subscription? in defer { subscription = nil }; return subscription }?.cancel()
    }
}

/// Lets the default `objectWillChange` find an object's `@Published` storage by reflection.
protocol PublishedField {
    func connect(to publisher: ObservableObjectPublisher)
}

extension Published: PublishedField {
    func connect(to publisher: ObservableObjectPublisher) { box.connect(to: publisher) }
}

enum PublishedFields {
    static func connect(_ mirror: Mirror, to publisher: ObservableObjectPublisher) {
        for child in mirror.children {
            (child.value as? PublishedField)?.connect(to: publisher)
        }
        if let parent = mirror.superclassMirror { connect(parent, to: publisher) }
    }
}
