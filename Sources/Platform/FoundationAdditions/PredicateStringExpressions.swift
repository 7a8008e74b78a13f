import Foundation

// The string comparisons `#Predicate` writes that Linux's Foundation leaves out:
// `name.localizedStandardContains(search)` (the search field's filter in SwiftData apps),
// `localizedCompare` and `caseInsensitiveCompare`. The macro expands each call into a
// `PredicateExpressions.build_…` function; declared here with Foundation's names and
// shapes, they evaluate with the String methods Linux has.

extension PredicateExpressions {
    public struct StringLocalizedStandardContains<Root: Foundation.PredicateExpression, Other: Foundation.PredicateExpression>: Foundation.PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool

        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    public struct StringLocalizedCompare<Root: Foundation.PredicateExpression, Other: Foundation.PredicateExpression>: Foundation.PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = ComparisonResult

        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
            try root.evaluate(bindings).localizedCompare(try other.evaluate(bindings))
        }
    }

    public struct StringCaseInsensitiveCompare<Root: Foundation.PredicateExpression, Other: Foundation.PredicateExpression>: Foundation.PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = ComparisonResult

        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
            try root.evaluate(bindings).caseInsensitiveCompare(try other.evaluate(bindings))
        }
    }

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

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedCompare: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringCaseInsensitiveCompare: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {
    public func encode(to encoder: any Encoder) throws { try PredicateOperands.encode(root, other, to: encoder) }
    public init(from decoder: any Decoder) throws { (root, other) = try PredicateOperands.decode(from: decoder) }
}

extension PredicateExpressions.StringLocalizedCompare: Codable where Root: Codable, Other: Codable {
    public func encode(to encoder: any Encoder) throws { try PredicateOperands.encode(root, other, to: encoder) }
    public init(from decoder: any Decoder) throws { (root, other) = try PredicateOperands.decode(from: decoder) }
}

extension PredicateExpressions.StringCaseInsensitiveCompare: Codable where Root: Codable, Other: Codable {
    public func encode(to encoder: any Encoder) throws { try PredicateOperands.encode(root, other, to: encoder) }
    public init(from decoder: any Decoder) throws { (root, other) = try PredicateOperands.decode(from: decoder) }
}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
extension PredicateExpressions.StringLocalizedCompare: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
extension PredicateExpressions.StringCaseInsensitiveCompare: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

/// Two operands in an unkeyed container, the first then the second.
private enum PredicateOperands {
    static func encode<A: Encodable, B: Encodable>(_ first: A, _ second: B, to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(first)
        try container.encode(second)
    }

    static func decode<A: Decodable, B: Decodable>(from decoder: any Decoder) throws -> (A, B) {
        var container = try decoder.unkeyedContainer()
        return (try container.decode(A.self), try container.decode(B.self))
    }
}
