import Foundation

// The syntax tree of a predicate format string, as `PredicateParser` builds it and
// `PredicateEvaluator` walks it. Argument substitutions (`%@`, `%d`, `%K`) are already
// resolved into constants and key paths; `$VARIABLE`s stay names until evaluation.

/// A whole predicate: a comparison, a logical combination, or a constant.
indirect enum PredicateNode {
    case constant(Bool)
    case not(PredicateNode)
    case and(PredicateNode, PredicateNode)
    case or(PredicateNode, PredicateNode)
    case comparison(PredicateComparison)
}

/// `[ANY|ALL|NONE] left operator[options] right`.
struct PredicateComparison {
    var quantifier: PredicateQuantifier
    var left: PredicateExpression
    var comparator: PredicateComparator
    var options: PredicateComparisonOptions
    var right: PredicateExpression
}

/// How a comparison applies to a collection on its left.
enum PredicateQuantifier {
    /// The left value as it is.
    case direct
    /// `ANY` or `SOME`: at least one element compares true.
    case any
    /// `ALL`: every element compares true.
    case all
    /// `NONE`: no element compares true.
    case none
}

enum PredicateComparator {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case beginsWith, endsWith, contains, like, matches, isIn, between
}

/// The `[c]`, `[d]` and `[n]` modifiers of a string comparison.
struct PredicateComparisonOptions: OptionSet {
    let rawValue: Int
    static let caseInsensitive = PredicateComparisonOptions(rawValue: 1)
    static let diacriticInsensitive = PredicateComparisonOptions(rawValue: 2)
    static let normalized = PredicateComparisonOptions(rawValue: 4)

    /// The matching `String.CompareOptions`.
    var stringOptions: String.CompareOptions {
        var options: String.CompareOptions = []
        if contains(.caseInsensitive) { options.insert(.caseInsensitive) }
        if contains(.diacriticInsensitive) { options.insert(.diacriticInsensitive) }
        return options
    }
}

/// A value inside a comparison.
indirect enum PredicateExpression {
    /// A literal or a `%@`/`%d` argument; `nil` for `NIL`, `NULL` and `NSNull`.
    case constant(Any?)
    /// `SELF`: the object being evaluated.
    case evaluatedObject
    /// `$NAME`, read from the substitution variables.
    case variable(String)
    /// Keys read one after another from a base: `address.city`, `$user.name`.
    case keyPath(base: PredicateExpression, keys: [String])
    /// `{ a, b }`.
    case aggregate([PredicateExpression])
    /// `items[FIRST]`, `items[LAST]`, `items[SIZE]`, `items[2]`.
    case index(PredicateExpression, PredicateIndex)
    /// `a + b`, `a - b`, `a * b`, `a / b`, `a ** b`.
    case arithmetic(PredicateExpression, PredicateArithmetic, PredicateExpression)
    /// `-a`.
    case negated(PredicateExpression)
}

enum PredicateIndex {
    case first, last, size
    case position(Int)
}

enum PredicateArithmetic {
    case add, subtract, multiply, divide, power
}

/// Stops the process for a format string iOS would reject with an exception: a syntax
/// error, or a part of the language this implementation does not support.
func predicateFormatFailure(_ reason: String, format: String) -> Never {
    fatalError("NSPredicate: \(reason) (format: \"\(format)\")")
}
