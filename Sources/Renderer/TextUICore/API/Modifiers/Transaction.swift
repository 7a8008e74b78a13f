import Foundation

/// The context of a change: its animation, and whether animations are off. A still
/// picture is where every change ends, so a transaction changes what the next render
/// shows only through the state its body sets.
public struct Transaction: Sendable {
    public var animation: Animation?
    /// Set to leave the change unanimated (`withTransaction(\.disablesAnimations, true)`).
    public var disablesAnimations = false
    /// True while a gesture drives the change continuously.
    public var isContinuous = false
    public var tracksVelocity = false
    /// Where a programmatic scroll lands (iOS 17).
    public var scrollTargetAnchor: UnitPoint?
    private var values: [ObjectIdentifier: any Sendable] = [:]

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// A value of the app's own, by its key (iOS 17).
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value of the app's own in a `Transaction` (iOS 17).
public protocol TransactionKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// Runs `body` in `transaction`: at once, as a still picture takes the state after it.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` with one value of the transaction set (`withTransaction(\.disablesAnimations, true) { … }`).
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    try body()
}

extension View {
    /// Changes the transaction of changes inside; a still picture animates none.
    @inlinable
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// The same, only for changes of `value` (iOS 17).
    @inlinable
    nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
