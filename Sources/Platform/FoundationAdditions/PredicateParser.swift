import Foundation

/// Builds the syntax tree of a predicate format string, following Foundation's grammar:
/// `OR`/`||` binds loosest, then `AND`/`&&`, then `NOT`/`!`, then comparisons, whose
/// operands are key paths, literals, arguments, variables and arithmetic.
struct PredicateParser {
    struct Failure: Error {
        let message: String
    }

    /// The words Foundation reserves, which a key must escape with `#` to use.
    private static let reservedWords: Set<String> = [
        "AND", "OR", "IN", "NOT", "ALL", "ANY", "SOME", "NONE", "LIKE", "CASEINSENSITIVE", "CI",
        "MATCHES", "CONTAINS", "BEGINSWITH", "ENDSWITH", "BETWEEN", "NULL", "NIL", "SELF", "TRUE",
        "YES", "FALSE", "NO", "FIRST", "LAST", "SIZE", "ANYKEY", "SUBQUERY", "FETCH", "CAST",
        "TRUEPREDICATE", "FALSEPREDICATE",
    ]

    private let tokens: [PredicateToken]
    private var index = 0

    /// The predicate a format string describes; stops the process, naming the problem and
    /// the format, where iOS raises an exception.
    static func parse(_ format: String, arguments: [Any]) -> PredicateNode {
        var parser = PredicateParser(tokens: PredicateTokenizer.tokens(of: format, arguments: arguments))
        do {
            let predicate = try parser.parseOr()
            guard case .end = parser.current else { throw parser.unexpected("after a complete predicate") }
            return predicate
        } catch {
            predicateFormatFailure((error as? Failure)?.message ?? "\(error)", format: format)
        }
    }

    private init(tokens: [PredicateToken]) {
        self.tokens = tokens
    }

    // MARK: - Predicates

    private mutating func parseOr() throws -> PredicateNode {
        var node = try parseAnd()
        while takeKeyword("OR") || takeSymbol("||") {
            node = .or(node, try parseAnd())
        }
        return node
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var node = try parseNot()
        while takeKeyword("AND") || takeSymbol("&&") {
            node = .and(node, try parseNot())
        }
        return node
    }

    private mutating func parseNot() throws -> PredicateNode {
        if takeKeyword("NOT") || takeSymbol("!") { return .not(try parseNot()) }
        return try parsePrimaryPredicate()
    }

    private mutating func parsePrimaryPredicate() throws -> PredicateNode {
        if takeKeyword("TRUEPREDICATE") { return .constant(true) }
        if takeKeyword("FALSEPREDICATE") { return .constant(false) }
        if isSymbol("(") {
            let start = index
            advance()
            if let node = try? parseOr(), takeSymbol(")"), !startsComparisonOrArithmetic {
                return node
            }
            index = start
        }
        return .comparison(try parseComparison())
    }

    private var startsComparisonOrArithmetic: Bool {
        if comparator(of: current) != nil { return true }
        return ["+", "-", "*", "/", "**", ".", "["].contains { isSymbol($0) }
    }

    private mutating func parseComparison() throws -> PredicateComparison {
        var quantifier = PredicateQuantifier.direct
        if takeKeyword("ANY") || takeKeyword("SOME") {
            quantifier = .any
        } else if takeKeyword("ALL") {
            quantifier = .all
        } else if takeKeyword("NONE") {
            quantifier = .none
        }
        let left = try parseExpression()
        if keyword(of: current) == "NOT" {
            throw Failure(message: "NOT between two operands is not supported; write NOT (a IN b)")
        }
        guard let comparator = comparator(of: current) else {
            throw unexpected("where a comparison operator (==, <, CONTAINS, IN…) was expected")
        }
        advance()
        let options = try parseOptions()
        let right = try parseExpression()
        return PredicateComparison(quantifier: quantifier, left: left, comparator: comparator, options: options, right: right)
    }

    private func comparator(of token: PredicateToken) -> PredicateComparator? {
        switch token {
        case .symbol(let symbol):
            switch symbol {
            case "==", "=": return .equal
            case "!=", "<>": return .notEqual
            case "<": return .less
            case "<=", "=<": return .lessOrEqual
            case ">": return .greater
            case ">=", "=>": return .greaterOrEqual
            default: return nil
            }
        case .word:
            switch keyword(of: token) {
            case "BEGINSWITH": return .beginsWith
            case "ENDSWITH": return .endsWith
            case "CONTAINS": return .contains
            case "LIKE": return .like
            case "MATCHES": return .matches
            case "IN": return .isIn
            case "BETWEEN": return .between
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `[c]`, `[d]`, `[cd]`, `[n]` after an operator.
    private mutating func parseOptions() throws -> PredicateComparisonOptions {
        guard takeSymbol("[") else { return [] }
        guard case .word(let letters) = current else { throw unexpected("inside comparison options [cd]") }
        advance()
        var options: PredicateComparisonOptions = []
        for letter in letters.lowercased() {
            switch letter {
            case "c": options.insert(.caseInsensitive)
            case "d": options.insert(.diacriticInsensitive)
            case "n": options.insert(.normalized)
            default: throw Failure(message: "the comparison option [\(letters)] is not supported (only c, d and n are)")
            }
        }
        guard takeSymbol("]") else { throw unexpected("where ] should close the comparison options") }
        return options
    }

    // MARK: - Tokens

    var current: PredicateToken { tokens[index] }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func keyword(of token: PredicateToken) -> String? {
        guard case .word(let word) = token else { return nil }
        let upper = word.uppercased()
        return Self.reservedWords.contains(upper) ? upper : nil
    }

    mutating func takeKeyword(_ keyword: String) -> Bool {
        guard self.keyword(of: current) == keyword else { return false }
        advance()
        return true
    }

    func isSymbol(_ symbol: String) -> Bool {
        if case .symbol(symbol) = current { return true }
        return false
    }

    mutating func takeSymbol(_ symbol: String) -> Bool {
        guard isSymbol(symbol) else { return false }
        advance()
        return true
    }

    func unexpected(_ context: String) -> Failure {
        Failure(message: "unable to parse the format string: unexpected \(Self.describe(current)) \(context)")
    }

    private static func describe(_ token: PredicateToken) -> String {
        switch token {
        case .word(let word): "'\(word)'"
        case .escapedWord(let word): "'#\(word)'"
        case .string(let text): "string '\(text)'"
        case .number(let number): "number \(number)"
        case .variable(let name): "variable $\(name)"
        case .value(let value): "argument \(value.map { "\($0)" } ?? "nil")"
        case .keyPath(let path): "key path argument \(path)"
        case .symbol(let symbol): "'\(symbol)'"
        case .end: "end of the format string"
        }
    }
}
