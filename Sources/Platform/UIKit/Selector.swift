import Foundation

/// The name of a method, as UIKit's target-action takes it (`UIBarButtonItem(…, action:)`,
/// `addTarget(_:action:for:)`, `sendAction(_:to:from:for:)`). Darwin's `Selector` comes
/// from the Objective-C runtime, which Linux lacks, so Foundation here has none; this one
/// is only a name. `#selector(…)` and `@objc` do not compile on Linux at all ("'#selector'
/// can only be used with the Objective-C runtime"): code that must build here writes
/// `Selector("resignFirstResponder")`, or a `UIAction` closure. A recorded action is
/// never sent to its target, since nothing can look the method up by name.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    package let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }
}

public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}

public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}
