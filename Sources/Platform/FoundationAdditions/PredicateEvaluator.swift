import Foundation

/// Answers a parsed predicate for one object, as `NSPredicate.evaluate(with:)` does on iOS.
struct PredicateEvaluator {
    let format: String
    let bindings: [String: Any]?

    private var keyPaths: PredicateKeyPathReader { PredicateKeyPathReader(format: format) }

    func evaluate(_ node: PredicateNode, with object: Any?) -> Bool {
        switch node {
        case .constant(let value): value
        case .not(let node): !evaluate(node, with: object)
        case .and(let left, let right): evaluate(left, with: object) && evaluate(right, with: object)
        case .or(let left, let right): evaluate(left, with: object) || evaluate(right, with: object)
        case .comparison(let comparison): evaluate(comparison, with: object)
        }
    }

    private func evaluate(_ comparison: PredicateComparison, with object: Any?) -> Bool {
        let left = value(of: comparison.left, with: object)
        let right = value(of: comparison.right, with: object)
        if comparison.quantifier == .direct {
            return compare(left, comparison.comparator, right, options: comparison.options)
        }
        guard let left = PredicateValue.unwrapped(left) else { return comparison.quantifier != .any }
        guard let elements = PredicateValue.elements(of: left) else {
            predicateFormatFailure("ANY, ALL and NONE need a collection on their left, not \(type(of: left))", format: format)
        }
        let matches = { (element: Any?) in compare(element, comparison.comparator, right, options: comparison.options) }
        switch comparison.quantifier {
        case .any: return elements.contains(where: matches)
        case .all: return elements.allSatisfy(matches)
        case .none: return !elements.contains(where: matches)
        case .direct: return false
        }
    }

    // MARK: - Operators

    private func compare(_ left: Any?, _ comparator: PredicateComparator, _ right: Any?, options: PredicateComparisonOptions) -> Bool {
        switch comparator {
        case .equal:
            return PredicateValue.equal(left, right, options: options)
        case .notEqual:
            return !PredicateValue.equal(left, right, options: options)
        case .less:
            return PredicateValue.order(left, right, options: options, format: format) == .orderedAscending
        case .lessOrEqual:
            return [.orderedAscending, .orderedSame].contains(PredicateValue.order(left, right, options: options, format: format))
        case .greater:
            return PredicateValue.order(left, right, options: options, format: format) == .orderedDescending
        case .greaterOrEqual:
            return [.orderedDescending, .orderedSame].contains(PredicateValue.order(left, right, options: options, format: format))
        case .beginsWith:
            return substring(left, right, "BEGINSWITH") { $0.range(of: $1, options: options.stringOptions.union(.anchored)) != nil }
        case .endsWith:
            return substring(left, right, "ENDSWITH") { $0.range(of: $1, options: options.stringOptions.union([.anchored, .backwards])) != nil }
        case .contains:
            if let left = PredicateValue.unwrapped(left), let elements = PredicateValue.elements(of: left) {
                return elements.contains { PredicateValue.equal($0, right, options: options) }
            }
            return substring(left, right, "CONTAINS") { $0.range(of: $1, options: options.stringOptions) != nil }
        case .like:
            return substring(left, right, "LIKE") { PredicateWildcard.matches($0, pattern: $1, options: options) }
        case .matches:
            return substring(left, right, "MATCHES") { matchesRegularExpression($0, pattern: $1, options: options) }
        case .isIn:
            guard let right = PredicateValue.unwrapped(right) else { return false }
            if let elements = PredicateValue.elements(of: right) {
                return elements.contains { PredicateValue.equal(left, $0, options: options) }
            }
            return substring(right, left, "IN") { $0.range(of: $1, options: options.stringOptions) != nil }
        case .between:
            guard let bounds = PredicateValue.unwrapped(right).flatMap(PredicateValue.elements(of:)), bounds.count == 2 else {
                predicateFormatFailure("BETWEEN needs a collection of two bounds, { low, high }", format: format)
            }
            return compare(left, .greaterOrEqual, bounds[0], options: options) && compare(left, .lessOrEqual, bounds[1], options: options)
        }
    }

    /// A string operator: false where either side is `nil`, as on iOS; stops for values
    /// that are not strings, where iOS raises.
    private func substring(_ left: Any?, _ right: Any?, _ name: String, _ test: (String, String) -> Bool) -> Bool {
        let left = PredicateValue.unwrapped(left)
        let right = PredicateValue.unwrapped(right)
        guard let left, let right else { return false }
        guard let string = PredicateValue.string(from: left), let other = PredicateValue.string(from: right) else {
            predicateFormatFailure("\(name) needs strings, not \(type(of: left)) and \(type(of: right))", format: format)
        }
        return test(string, other)
    }

    /// `MATCHES`: the whole string against an ICU regular expression.
    private func matchesRegularExpression(_ string: String, pattern: String, options: PredicateComparisonOptions) -> Bool {
        var subject = string
        var pattern = pattern
        if options.contains(.diacriticInsensitive) {
            subject = subject.folding(options: .diacriticInsensitive, locale: nil)
            pattern = pattern.folding(options: .diacriticInsensitive, locale: nil)
        }
        let regexOptions: NSRegularExpression.Options = options.contains(.caseInsensitive) ? [.caseInsensitive] : []
        let expression: NSRegularExpression
        do {
            expression = try NSRegularExpression(pattern: "\\A(?:\(pattern))\\z", options: regexOptions)
        } catch {
            predicateFormatFailure("cannot do regex matching: the pattern \"\(pattern)\" is not a valid regular expression", format: format)
        }
        let range = NSRange(subject.startIndex..<subject.endIndex, in: subject)
        return expression.firstMatch(in: subject, options: [], range: range) != nil
    }

    // MARK: - Expressions

    private func value(of expression: PredicateExpression, with object: Any?) -> Any? {
        switch expression {
        case .constant(let value):
            return value
        case .evaluatedObject:
            return object
        case .variable(let name):
            guard let bindings, let value = bindings[name] else {
                predicateFormatFailure("no value for the variable $\(name) in the substitution variables", format: format)
            }
            return PredicateValue.unwrapped(value)
        case .keyPath(let base, let keys):
            return keyPaths.value(of: keys, in: value(of: base, with: object))
        case .aggregate(let elements):
            return elements.map { value(of: $0, with: object) }
        case .index(let base, let index):
            return element(of: value(of: base, with: object), at: index)
        case .arithmetic(let left, let operation, let right):
            return arithmetic(value(of: left, with: object), operation, value(of: right, with: object))
        case .negated(let operand):
            return arithmetic(Int64(0), .subtract, value(of: operand, with: object))
        }
    }

    private func element(of collection: Any?, at index: PredicateIndex) -> Any? {
        guard let collection = PredicateValue.unwrapped(collection) else { return nil }
        guard let elements = PredicateValue.elements(of: collection) else {
            predicateFormatFailure("an index needs a collection, not \(type(of: collection))", format: format)
        }
        switch index {
        case .first: return elements.first ?? nil
        case .last: return elements.last ?? nil
        case .size: return Int64(elements.count)
        case .position(let position):
            guard elements.indices.contains(position) else {
                predicateFormatFailure("index \(position) is beyond the bounds of a collection of \(elements.count)", format: format)
            }
            return elements[position]
        }
    }

    private func arithmetic(_ left: Any?, _ operation: PredicateArithmetic, _ right: Any?) -> Any? {
        guard case .number(let a) = PredicateValue(left), case .number(let b) = PredicateValue(right) else {
            predicateFormatFailure("arithmetic needs numbers, not \(PredicateValue(left).kind) and \(PredicateValue(right).kind)", format: format)
        }
        if let x = a.integer, let y = b.integer, operation != .divide, operation != .power {
            let (result, overflow): (Int64, Bool) = switch operation {
            case .add: x.addingReportingOverflow(y)
            case .subtract: x.subtractingReportingOverflow(y)
            default: x.multipliedReportingOverflow(by: y)
            }
            if !overflow { return result }
        }
        let result: Double = switch operation {
        case .add: a.double + b.double
        case .subtract: a.double - b.double
        case .multiply: a.double * b.double
        case .divide: a.double / b.double
        case .power: pow(a.double, b.double)
        }
        return PredicateNumber(double: result).value
    }
}
