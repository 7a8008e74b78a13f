import Foundation

/// The operands of comparisons: arithmetic, key paths, indexes, literals, arguments,
/// variables and aggregates.
extension PredicateParser {
    mutating func parseExpression() throws -> PredicateExpression {
        var expression = try parseTerm()
        while true {
            if takeSymbol("+") {
                expression = .arithmetic(expression, .add, try parseTerm())
            } else if takeSymbol("-") {
                expression = .arithmetic(expression, .subtract, try parseTerm())
            } else {
                return expression
            }
        }
    }

    private mutating func parseTerm() throws -> PredicateExpression {
        var expression = try parsePower()
        while true {
            if takeSymbol("*") {
                expression = .arithmetic(expression, .multiply, try parsePower())
            } else if takeSymbol("/") {
                expression = .arithmetic(expression, .divide, try parsePower())
            } else {
                return expression
            }
        }
    }

    private mutating func parsePower() throws -> PredicateExpression {
        let base = try parseUnary()
        guard takeSymbol("**") else { return base }
        return .arithmetic(base, .power, try parsePower())
    }

    private mutating func parseUnary() throws -> PredicateExpression {
        guard takeSymbol("-") else { return try parsePostfix() }
        let operand = try parseUnary()
        switch operand {
        case .constant(let value as Int64): return .constant(-value)
        case .constant(let value as Double): return .constant(-value)
        default: return .negated(operand)
        }
    }

    private mutating func parsePostfix() throws -> PredicateExpression {
        var expression = try parsePrimary()
        while true {
            if takeSymbol(".") {
                let key: String
                switch current {
                case .word(let name), .escapedWord(let name), .keyPath(let name): key = name
                default: throw unexpected("where a key was expected after '.'")
                }
                advance()
                expression = appending(key.split(separator: ".").map(String.init), to: expression)
            } else if takeSymbol("[") {
                expression = .index(expression, try parseIndex())
                guard takeSymbol("]") else { throw unexpected("where ] should close an index") }
            } else {
                return expression
            }
        }
    }

    private func appending(_ keys: [String], to expression: PredicateExpression) -> PredicateExpression {
        switch expression {
        case .keyPath(let base, let existing): .keyPath(base: base, keys: existing + keys)
        default: .keyPath(base: expression, keys: keys)
        }
    }

    private mutating func parseIndex() throws -> PredicateIndex {
        defer { advance() }
        switch current {
        case .word where keyword(of: current) == "FIRST": return .first
        case .word where keyword(of: current) == "LAST": return .last
        case .word where keyword(of: current) == "SIZE": return .size
        case .number(let number as Int64): return .position(Int(number))
        case .value(let value):
            if let number = value.flatMap(PredicateNumber.init), let integer = number.integer { return .position(Int(integer)) }
            throw Failure(message: "an index must be FIRST, LAST, SIZE or an integer; key subscripts are not supported")
        default:
            throw Failure(message: "an index must be FIRST, LAST, SIZE or an integer; key subscripts are not supported")
        }
    }

    private mutating func parsePrimary() throws -> PredicateExpression {
        let token = current
        switch token {
        case .number(let value):
            advance()
            return .constant(value)
        case .string(let text):
            advance()
            return .constant(text)
        case .value(let value):
            advance()
            return .constant(value)
        case .keyPath(let path):
            advance()
            return .keyPath(base: .evaluatedObject, keys: path.split(separator: ".").map(String.init))
        case .variable(let name):
            advance()
            return .variable(name)
        case .escapedWord(let name):
            advance()
            return .keyPath(base: .evaluatedObject, keys: [name])
        case .symbol("{"):
            advance()
            var elements: [PredicateExpression] = []
            if takeSymbol("}") { return .aggregate(elements) }
            repeat {
                elements.append(try parseExpression())
            } while takeSymbol(",")
            guard takeSymbol("}") else { throw unexpected("where } should close an aggregate") }
            return .aggregate(elements)
        case .symbol("("):
            advance()
            let expression = try parseExpression()
            guard takeSymbol(")") else { throw unexpected("where ) was expected") }
            return expression
        case .word(let name):
            return try parseWord(name)
        default:
            throw unexpected("where a value or key path was expected")
        }
    }

    private mutating func parseWord(_ name: String) throws -> PredicateExpression {
        if let keyword = keyword(of: current) {
            switch keyword {
            case "SELF":
                advance()
                return .evaluatedObject
            case "TRUE", "YES":
                advance()
                return .constant(true)
            case "FALSE", "NO":
                advance()
                return .constant(false)
            case "NIL", "NULL":
                advance()
                return .constant(nil)
            case "SUBQUERY", "FETCH", "CAST", "ANYKEY", "CASEINSENSITIVE", "CI":
                throw Failure(message: "\(keyword) is not supported")
            default:
                throw unexpected("where a value or key path was expected (a reserved word used as a key needs a #, as in #\(name))")
            }
        }
        advance()
        if isSymbol("(") {
            throw Failure(message: "\(name.uppercased() == "FUNCTION" ? "FUNCTION" : "the function \(name)()") is not supported")
        }
        if isSymbol(":") {
            throw Failure(message: "function expressions (\(name):) are not supported")
        }
        return .keyPath(base: .evaluatedObject, keys: [name])
    }
}
