import Foundation

// The string comparisons `#Predicate` writes that Linux's Foundation leaves out:
// `name.localizedStandardContains(search)` (the search field's filter in SwiftData apps),
// `localizedCompare` and `caseInsensitiveCompare`. The macro expands each call into a
// `PredicateExpressions.build_…` function; declared here with Foundation's names, each
// expression is one generic comparison of two strings by the operation it names.

/// One of the string operations a predicate can apply to two strings.
public protocol _PredicateStringOperation: Sendable {
    associatedtype Output
    static func apply(_ string: some StringProtocol, _ other: some StringProtocol) -> Output
}

public enum _LocalizedStandardContains: _PredicateStringOperation {
    public static func apply(_ string: some StringProtocol, _ other: some StringProtocol) -> Bool {
        string.localizedStandardContains(other)
    }
}

public enum _LocalizedCompare: _PredicateStringOperation {
    public static func apply(_ string: some StringProtocol, _ other: some StringProtocol) -> ComparisonResult {
        string.localizedCompare(other)
    }
}

public enum _CaseInsensitiveCompare: _PredicateStringOperation {
    public static func apply(_ string: some StringProtocol, _ other: some StringProtocol) -> ComparisonResult {
        string.caseInsensitiveCompare(other)
    }
}

extension PredicateExpressions {
    /// Two strings, compared by `Operation`. Foundation names each comparison a type of
    /// its own; here they are this type, by their names below.
    public struct _StringOperation<Root: Foundation.PredicateExpression, Other: Foundation.PredicateExpression, Operation: _PredicateStringOperation>: Foundation.PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Operation.Output

        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Operation.Output {
            Operation.apply(try root.evaluate(bindings), try other.evaluate(bindings))
        }
    }

    public typealias StringLocalizedStandardContains<Root: Foundation.PredicateExpression, Other: Foundation.PredicateExpression> = _StringOperation<Root, Other, _LocalizedStandardContains>
        where Root.Output: StringProtocol, Other.Output: StringProtocol
    public typealias StringLocalizedCompare<Root: Foundation.PredicateExpression, Other: Foundation.PredicateExpression> = _StringOperation<Root, Other, _LocalizedCompare>
        where Root.Output: StringProtocol, Other.Output: StringProtocol
    public typealias StringCaseInsensitiveCompare<Root: Foundation.PredicateExpression, Other: Foundation.PredicateExpression> = _StringOperation<Root, Other, _CaseInsensitiveCompare>
        where Root.Output: StringProtocol, Other.Output: StringProtocol

    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }

    public static func build_localizedCompare<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedCompare<Root, Other> {
        StringLocalizedCompare(root: root, other: other)
    }

    public static func build_caseInsensitiveCompare<Root, Other>(_ root: Root, _ other: Other) -> StringCaseInsensitiveCompare<Root, Other> {
        StringCaseInsensitiveCompare(root: root, other: other)
    }
}

// Predicates are Sendable and Codable when their expressions are: the two operands,
// in order, as Foundation's own binary expressions encode them.

extension PredicateExpressions._StringOperation: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions._StringOperation: Codable where Root: Codable, Other: Codable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(root)
        try container.encode(other)
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        root = try container.decode(Root.self)
        other = try container.decode(Other.self)
    }
}

extension PredicateExpressions._StringOperation: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
