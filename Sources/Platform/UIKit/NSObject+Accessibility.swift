import Foundation

// The accessibility focus callbacks UIKit adds to every object. A still picture has no
// assistive technology moving focus, so the system calls none of them. Code may call
// them; overriding them needs the Objective-C runtime, which Linux does not have.
extension NSObject {
    public func accessibilityElementDidBecomeFocused() {}
    public func accessibilityElementDidLoseFocus() {}
    public func accessibilityElementIsFocused() -> Bool { false }
}
