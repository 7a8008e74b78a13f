import Foundation

/// A number as a predicate compares it: exactly as an integer where it is one, else as a
/// `Double`. Booleans are numbers, as `NSNumber` makes them on iOS (`TRUE == 1`).
struct PredicateNumber {
    let double: Double
    let integer: Int64?

    init(integer: Int64) {
        self.integer = integer
        self.double = Double(integer)
    }

    init(double: Double) {
        self.double = double
        self.integer = double.rounded() == double && abs(double) < 9.2e18 ? Int64(double) : nil
    }

    init?(_ value: Any) {
        switch value {
        case let number as NSNumber where !(value is Bool):
            let double = number.doubleValue
            let integer = number.int64Value
            if Double(integer) == double {
                self.init(integer: integer)
            } else {
                self.init(double: double)
            }
        case let value as Bool: self.init(integer: value ? 1 : 0)
        case let value as Int: self.init(integer: Int64(value))
        case let value as Int8: self.init(integer: Int64(value))
        case let value as Int16: self.init(integer: Int64(value))
        case let value as Int32: self.init(integer: Int64(value))
        case let value as Int64: self.init(integer: value)
        case let value as UInt: self.init(unsigned: UInt64(value))
        case let value as UInt8: self.init(integer: Int64(value))
        case let value as UInt16: self.init(integer: Int64(value))
        case let value as UInt32: self.init(integer: Int64(value))
        case let value as UInt64: self.init(unsigned: value)
        case let value as Double: self.init(double: value)
        case let value as Float: self.init(double: Double(value))
        case let value as CGFloat: self.init(double: Double(value))
        case let value as Decimal: self.init(double: NSDecimalNumber(decimal: value).doubleValue)
        default: return nil
        }
    }

    private init(unsigned: UInt64) {
        if let integer = Int64(exactly: unsigned) {
            self.init(integer: integer)
        } else {
            self.init(double: Double(unsigned))
        }
    }

    static func compare(_ left: PredicateNumber, _ right: PredicateNumber) -> ComparisonResult {
        if let a = left.integer, let b = right.integer {
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        }
        return left.double == right.double ? .orderedSame : (left.double < right.double ? .orderedAscending : .orderedDescending)
    }

    /// The number as a Swift value: `Int64` where integral, else `Double`.
    var value: Any { integer.map { $0 as Any } ?? double }
}

/// What a predicate sees in a value: the kinds it compares, found without Objective-C's
/// dynamic typing.
enum PredicateValue {
    case null
    case number(PredicateNumber)
    case string(String)
    case date(Date)
    case collection([Any?])
    case dictionary([AnyHashable: Any])
    case other(Any)

    init(_ value: Any?) {
        guard let value = PredicateValue.unwrapped(value) else {
            self = .null
            return
        }
        if let string = Self.string(from: value) {
            self = .string(string)
        } else if let number = PredicateNumber(value) {
            self = .number(number)
        } else if let date = value as? Date {
            self = .date(date)
        } else if let date = value as? NSDate {
            self = .date(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate))
        } else if let entries = Self.entries(of: value) {
            self = .dictionary(entries)
        } else if let elements = Self.elements(of: value) {
            self = .collection(elements)
        } else {
            self = .other(value)
        }
    }

    /// The value inside an `Optional`, and `nil` for `NSNull`.
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if value is NSNull { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return unwrapped(mirror.children.first?.value)
    }

    static func string(from value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let string as NSString: String(describing: string)
        case let string as Substring: String(string)
        case let character as Character: String(character)
        default: nil
        }
    }

    /// The keys and values of a dictionary.
    static func entries(of value: Any) -> [AnyHashable: Any]? {
        if let dictionary = value as? [AnyHashable: Any] { return dictionary }
        guard let dictionary = value as? NSDictionary else { return nil }
        var entries: [AnyHashable: Any] = [:]
        for (key, value) in dictionary {
            if let key = key as? AnyHashable { entries[key] = value }
        }
        return entries
    }

    /// The elements of an array, set or ordered set, and the values of a dictionary (what
    /// `IN` looks through); `nil` for anything else, strings included.
    static func elements(of value: Any) -> [Any?]? {
        if value is String || value is NSString { return nil }
        switch value {
        case let array as [Any]: return array
        case let array as NSArray: return array.map { $0 }
        case let set as NSSet: return set.map { $0 }
        case let set as NSOrderedSet: return set.map { $0 }
        case let dictionary as NSDictionary: return dictionary.allValues
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection, .set:
            return mirror.children.map { $0.value }
        case .dictionary:
            return mirror.children.compactMap { Mirror(reflecting: $0.value).children.dropFirst().first?.value }
        default:
            return nil
        }
    }

    /// Equality as `isEqual:` answers it, with string options where both are strings.
    static func equal(_ left: Any?, _ right: Any?, options: PredicateComparisonOptions) -> Bool {
        switch (PredicateValue(left), PredicateValue(right)) {
        case (.null, .null):
            return true
        case (.null, _), (_, .null):
            return false
        case let (.string(a), .string(b)):
            return options.stringOptions.isEmpty ? a == b : a.compare(b, options: options.stringOptions) == .orderedSame
        case let (.number(a), .number(b)):
            return PredicateNumber.compare(a, b) == .orderedSame
        case let (.date(a), .date(b)):
            return a == b
        case let (.collection(a), .collection(b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1, options: options) }
        case let (.dictionary(a), .dictionary(b)):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { equal(value, $0, options: options) } ?? false }
        case let (.other(a), .other(b)):
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
            return false
        default:
            return false
        }
    }

    /// The order of two numbers, strings or dates; `nil` where either is `nil`, as a
    /// comparison with `nil` is false on iOS.
    static func order(_ left: Any?, _ right: Any?, options: PredicateComparisonOptions, format: String) -> ComparisonResult? {
        switch (PredicateValue(left), PredicateValue(right)) {
        case (.null, _), (_, .null):
            return nil
        case let (.number(a), .number(b)):
            return PredicateNumber.compare(a, b)
        case let (.string(a), .string(b)):
            return a.compare(b, options: options.stringOptions)
        case let (.date(a), .date(b)):
            return a.compare(b)
        case let (a, b):
            predicateFormatFailure("cannot compare \(a.kind) with \(b.kind) for order", format: format)
        }
    }

    var kind: String {
        switch self {
        case .null: "nil"
        case .number: "a number"
        case .string: "a string"
        case .date: "a date"
        case .collection: "a collection"
        case .dictionary: "a dictionary"
        case .other(let value): "a \(type(of: value))"
        }
    }
}
