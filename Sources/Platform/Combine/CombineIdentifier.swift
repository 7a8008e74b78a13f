import Foundation

/// A stable identity for a stream component, so value-type subscribers can be told apart too.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private static let counter = Counter()
    private let rawValue: UInt64

    /// Makes a fresh identity, for value types that have no object identity of their own.
    public init() { rawValue = CombineIdentifier.counter.next() }

    /// Uses the object's identity, so one object always has the same identifier.
    public init(_ obj: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) | (1 << 63) }

    public var description: String { "0x" + String(rawValue, radix: 16) }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value: UInt64 = 0
        func next() -> UInt64 { lock.withLock { value += 1; return value } }
    }
}

/// Gives stream components an identity for debugging and bookkeeping.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// Classes get their identity for free.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
