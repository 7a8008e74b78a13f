import Foundation

/// Reads key paths as key-value coding does on iOS, for the values Swift code hands a
/// predicate: dictionaries by key, arrays element by element, other values by their
/// stored properties (through `Mirror`), and the collection operators `@count`, `@sum`,
/// `@avg`, `@min` and `@max`.
struct PredicateKeyPathReader {
    let format: String

    func value(of keys: [String], in object: Any?) -> Any? {
        var value = PredicateValue.unwrapped(object)
        var remaining = keys[...]
        while let key = remaining.first {
            remaining = remaining.dropFirst()
            if key.hasPrefix("@") {
                return collectionOperator(key, keys: Array(remaining), in: value)
            }
            value = self.value(forKey: key, in: value)
        }
        return value
    }

    private func value(forKey key: String, in object: Any?) -> Any? {
        guard let object = PredicateValue.unwrapped(object) else { return nil }
        if key == "self" || key.uppercased() == "SELF" { return object }
        if let dictionary = object as? [String: Any] { return PredicateValue.unwrapped(dictionary[key]) }
        if let dictionary = object as? [AnyHashable: Any] { return PredicateValue.unwrapped(dictionary[key]) }
        if let dictionary = object as? NSDictionary { return PredicateValue.unwrapped(dictionary.object(forKey: key) ?? dictionary.object(forKey: NSString(string: key))) }
        if let string = PredicateValue.string(from: object) {
            guard key == "length" else { notCompliant(object, key) }
            return string.utf16.count
        }
        if let elements = PredicateValue.elements(of: object) {
            return elements.map { value(forKey: key, in: $0) }
        }
        if let property = Self.storedProperty(key, of: object) {
            return PredicateValue.unwrapped(property)
        }
        notCompliant(object, key)
    }

    private static func storedProperty(_ key: String, of object: Any) -> Any?? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "_" + key {
                return .some(child.value)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private func notCompliant(_ object: Any, _ key: String) -> Never {
        predicateFormatFailure("\(type(of: object)) is not key value coding-compliant for the key \"\(key)\"", format: format)
    }

    private func collectionOperator(_ name: String, keys: [String], in object: Any?) -> Any? {
        guard let object = PredicateValue.unwrapped(object) else { return nil }
        guard let elements = PredicateValue.elements(of: object) else {
            predicateFormatFailure("the collection operator \(name) needs a collection, not \(type(of: object))", format: format)
        }
        let values = keys.isEmpty ? elements : elements.map { value(of: keys, in: $0) }
        switch name {
        case "@count":
            return Int64(values.count)
        case "@sum", "@avg":
            let numbers = values.map { value -> PredicateNumber in
                guard let value = PredicateValue.unwrapped(value) else { return PredicateNumber(integer: 0) }
                guard let number = PredicateNumber(value) else {
                    predicateFormatFailure("\(name) needs numbers, not \(type(of: value))", format: format)
                }
                return number
            }
            if name == "@avg" {
                guard !numbers.isEmpty else { return nil }
                return numbers.reduce(0) { $0 + $1.double } / Double(numbers.count)
            }
            if numbers.allSatisfy({ $0.integer != nil }) {
                return numbers.reduce(Int64(0)) { $0 + ($1.integer ?? 0) }
            }
            return numbers.reduce(0) { $0 + $1.double }
        case "@min", "@max":
            let present = values.compactMap { PredicateValue.unwrapped($0) }
            let wanted: ComparisonResult = name == "@min" ? .orderedAscending : .orderedDescending
            return present.dropFirst().reduce(present.first) { best, candidate in
                PredicateValue.order(candidate, best, options: [], format: format) == wanted ? candidate : best
            }
        default:
            predicateFormatFailure("the collection operator \(name) is not supported", format: format)
        }
    }
}
