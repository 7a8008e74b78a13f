import Foundation

// Key-value observing, as Foundation offers it on Apple's platforms. Linux has no
// Objective-C runtime to notice a property change, so an observation is made and held
// but never called back; `.initial` calls back once, at once, as on iOS. A still
// picture has no later moment for a change to arrive in.

/// Which values an observation's change carries, and whether it is told at once.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// What changed in an observed property.
public struct NSKeyValueObservedChange<Value> {
    public enum Kind: UInt, Sendable {
        case setting = 1, insertion, removal, replacement
    }

    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// An observation in progress; ends when invalidated or released.
public final class NSKeyValueObservation: @unchecked Sendable {
    public private(set) var isValid = true

    init() {}

    public func invalidate() {
        isValid = false
    }
}

/// The objects key-value observing applies to: `NSObject`s, as on Apple's platforms.
public protocol _KeyValueObservingRegistration {}
extension NSObject: _KeyValueObservingRegistration {}

extension _KeyValueObservingRegistration where Self: NSObject {
    /// Observes `keyPath`; see above for when `changeHandler` is called.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [], changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation()
    }
}
