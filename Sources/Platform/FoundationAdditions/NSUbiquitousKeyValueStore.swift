import Foundation

/// iCloud's key-value store, as on a device signed out of iCloud: values are kept in
/// memory for the life of the process, shared by every caller and safe across threads,
/// and nothing ever changes externally, so `didChangeExternallyNotification` is never
/// posted. Linux's Foundation has no such class.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    private static let shared = NSUbiquitousKeyValueStore()

    /// The app's store.
    open class var `default`: NSUbiquitousKeyValueStore { shared }

    /// Posted when iCloud changes values from another device; never, here.
    public static let didChangeExternallyNotification = NSNotification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    override public init() {}

    /// The value stored for a key; `nil` if none.
    open func object(forKey aKey: String) -> Any? {
        lock.withLock { values[aKey] }
    }

    /// Stores a property-list value; `nil` removes the key.
    open func set(_ anObject: Any?, forKey aKey: String) {
        lock.withLock { values[aKey] = anObject }
    }

    /// Removes a key and its value.
    open func removeObject(forKey aKey: String) {
        set(nil as Any?, forKey: aKey)
    }

    /// The value if it is a string.
    open func string(forKey aKey: String) -> String? {
        object(forKey: aKey) as? String
    }

    /// The value if it is an array.
    open func array(forKey aKey: String) -> [Any]? {
        object(forKey: aKey) as? [Any]
    }

    /// The value if it is a dictionary.
    open func dictionary(forKey aKey: String) -> [String: Any]? {
        object(forKey: aKey) as? [String: Any]
    }

    /// The value if it is data.
    open func data(forKey aKey: String) -> Data? {
        object(forKey: aKey) as? Data
    }

    /// The value as a 64-bit integer; 0 for a missing key or a value that is no number.
    open func longLong(forKey aKey: String) -> Int64 {
        number(forKey: aKey)?.int64Value ?? 0
    }

    /// The value as a double; 0 for a missing key or a value that is no number.
    open func double(forKey aKey: String) -> Double {
        number(forKey: aKey)?.doubleValue ?? 0
    }

    /// The value as a Boolean; false for a missing key or a value that is no number.
    open func bool(forKey aKey: String) -> Bool {
        number(forKey: aKey)?.boolValue ?? false
    }

    open func set(_ aString: String?, forKey aKey: String) {
        set(aString as Any?, forKey: aKey)
    }

    open func set(_ aData: Data?, forKey aKey: String) {
        set(aData as Any?, forKey: aKey)
    }

    open func set(_ anArray: [Any]?, forKey aKey: String) {
        set(anArray as Any?, forKey: aKey)
    }

    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) {
        set(aDictionary as Any?, forKey: aKey)
    }

    open func set(_ value: Int64, forKey aKey: String) {
        set(value as Any?, forKey: aKey)
    }

    open func set(_ value: Double, forKey aKey: String) {
        set(value as Any?, forKey: aKey)
    }

    open func set(_ value: Bool, forKey aKey: String) {
        set(value as Any?, forKey: aKey)
    }

    /// Every key and value in the store.
    open var dictionaryRepresentation: [String: Any] {
        lock.withLock { values }
    }

    /// True: the in-memory values are all there is, so there is nothing to write or fetch.
    open func synchronize() -> Bool {
        true
    }

    private func number(forKey aKey: String) -> NSNumber? {
        switch object(forKey: aKey) {
        case let number as NSNumber: number
        case let value as Bool: NSNumber(value: value)
        case let value as Int: NSNumber(value: value)
        case let value as Int64: NSNumber(value: value)
        case let value as Double: NSNumber(value: value)
        default: nil
        }
    }
}

/// The `userInfo` key of `didChangeExternallyNotification` holding why values changed.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The `userInfo` key of `didChangeExternallyNotification` holding the changed keys.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// A change reason: another device changed a value.
public var NSUbiquitousKeyValueStoreServerChange: Int { 0 }
/// A change reason: the first download from iCloud.
public var NSUbiquitousKeyValueStoreInitialSyncChange: Int { 1 }
/// A change reason: the app's storage went over its quota.
public var NSUbiquitousKeyValueStoreQuotaViolationChange: Int { 2 }
/// A change reason: the user changed iCloud accounts.
public var NSUbiquitousKeyValueStoreAccountChange: Int { 3 }
