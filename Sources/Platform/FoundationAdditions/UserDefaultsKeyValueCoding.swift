import Foundation

// On iOS, `UserDefaults` answers key-value coding as NSObject does, and apps read and
// write settings with it (`UserDefaults.standard.value(forKey:)`). Linux's Foundation
// has no key-value coding; for defaults, a key's value is the object stored for it, as
// on iOS.
extension UserDefaults {
    /// The object stored for `key`, or nil.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Stores `value` for `key`; nil removes it.
    public func setValue(_ value: Any?, forKey key: String) {
        if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
    }
}
