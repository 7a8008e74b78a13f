import Foundation

/// One token of a predicate format string. `%@`, `%d`… arrive already substituted:
/// a value for most, a key path for `%K`.
enum PredicateToken {
    /// An identifier or a keyword, as written; keywords are told apart case-insensitively.
    case word(String)
    /// `#name`: a reserved word used as a key.
    case escapedWord(String)
    case string(String)
    /// An `Int64` or a `Double`.
    case number(Any)
    /// `$NAME`.
    case variable(String)
    /// A substituted argument (`%@`, `%d`, `%f`…); `nil` for `NSNull`.
    case value(Any?)
    /// A substituted `%K`.
    case keyPath(String)
    case symbol(String)
    case end
}

/// Splits a format string into tokens, consuming the arguments as `%` specifiers ask.
struct PredicateTokenizer {
    private let format: String
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var arguments: [Any]
    private var argumentIndex = 0

    private static let symbols = ["**", "==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||", ":=", ":", "=", "<", ">", "!", "(", ")", "{", "}", "[", "]", ",", ".", "+", "-", "*", "/"]

    init(format: String, arguments: [Any]) {
        self.format = format
        self.scalars = Array(format.unicodeScalars)
        self.arguments = arguments
    }

    /// Every token, ending with `.end`.
    static func tokens(of format: String, arguments: [Any]) -> [PredicateToken] {
        var tokenizer = PredicateTokenizer(format: format, arguments: arguments)
        var tokens: [PredicateToken] = []
        while true {
            let token = tokenizer.next()
            tokens.append(token)
            if case .end = token { return tokens }
        }
    }

    private mutating func next() -> PredicateToken {
        while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
        guard position < scalars.count else { return .end }
        let scalar = scalars[position]
        switch scalar {
        case "'", "\"":
            return .string(readString(closedBy: scalar))
        case "%":
            return readArgument()
        case "$":
            position += 1
            let name = readIdentifier()
            if name.isEmpty { fail("a variable name after $") }
            return .variable(name)
        case "#":
            position += 1
            let name = readIdentifier()
            if name.isEmpty { fail("a key after #") }
            return .escapedWord(name)
        case "0"..."9":
            return .number(readNumber())
        default:
            if Self.isIdentifierStart(scalar) { return .word(readIdentifier()) }
            for symbol in Self.symbols where matches(symbol) {
                position += symbol.unicodeScalars.count
                return .symbol(symbol)
            }
            fail("the character '\(scalar)'")
        }
    }

    private func fail(_ what: String) -> Never {
        predicateFormatFailure("unable to parse the format string: unexpected \(what) at offset \(position)", format: format)
    }

    private func matches(_ symbol: String) -> Bool {
        let symbolScalars = Array(symbol.unicodeScalars)
        guard position + symbolScalars.count <= scalars.count else { return false }
        return Array(scalars[position..<position + symbolScalars.count]) == symbolScalars
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "@" || scalar.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }

    private mutating func readIdentifier() -> String {
        var name = String.UnicodeScalarView()
        while position < scalars.count, Self.isIdentifierPart(scalars[position]) {
            name.append(scalars[position])
            position += 1
        }
        return String(name)
    }

    /// A quoted literal: no substitution happens inside quotes, as in Foundation.
    private mutating func readString(closedBy quote: Unicode.Scalar) -> String {
        position += 1
        var text = String.UnicodeScalarView()
        while position < scalars.count {
            let scalar = scalars[position]
            position += 1
            if scalar == quote { return String(text) }
            guard scalar == "\\", position < scalars.count else {
                text.append(scalar)
                continue
            }
            let escaped = scalars[position]
            position += 1
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "\\", "'", "\"": text.append(escaped)
            default:
                text.append("\\")
                text.append(escaped)
            }
        }
        fail("end of the format string inside a quoted string")
    }

    private mutating func readNumber() -> Any {
        let start = position
        if scalars[position] == "0", position + 1 < scalars.count, let radix = Self.radix(of: scalars[position + 1]) {
            position += 2
            let digitsStart = position
            while position < scalars.count, scalars[position].properties.isASCIIHexDigit { position += 1 }
            let digits = String(String.UnicodeScalarView(scalars[digitsStart..<position]))
            guard let value = Int64(digits, radix: radix) else { fail("number '\(String(String.UnicodeScalarView(scalars[start..<position])))'") }
            return value
        }
        var isFloatingPoint = false
        func skipDigits() { while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 } }
        skipDigits()
        if position + 1 < scalars.count, scalars[position] == ".", ("0"..."9").contains(scalars[position + 1]) {
            isFloatingPoint = true
            position += 1
            skipDigits()
        }
        if position < scalars.count, scalars[position] == "e" || scalars[position] == "E" {
            var lookahead = position + 1
            if lookahead < scalars.count, scalars[lookahead] == "+" || scalars[lookahead] == "-" { lookahead += 1 }
            if lookahead < scalars.count, ("0"..."9").contains(scalars[lookahead]) {
                isFloatingPoint = true
                position = lookahead
                skipDigits()
            }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<position]))
        if !isFloatingPoint, let integer = Int64(text) { return integer }
        guard let double = Double(text) else { fail("number '\(text)'") }
        return double
    }

    private static func radix(of scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "x", "X": 16
        case "o", "O": 8
        case "b", "B": 2
        default: nil
        }
    }

    /// `%@`, `%K`, `%d`, `%i`, `%u`, `%f` and their length modifiers (`%ld`, `%lld`,
    /// `%lf`, `%hd`…); `%%` is a literal percent sign.
    private mutating func readArgument() -> PredicateToken {
        let start = position
        position += 1
        while position < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[position]) { position += 1 }
        guard position < scalars.count else { fail("end of the format string after %") }
        let conversion = scalars[position]
        position += 1
        let specifier = String(String.UnicodeScalarView(scalars[start..<position]))
        if conversion == "%" { return .value("%") }
        guard "@KdiuoxXfFeEgGc".unicodeScalars.contains(conversion) else {
            predicateFormatFailure("the format specifier \(specifier) is not supported", format: format)
        }
        guard argumentIndex < arguments.count else {
            predicateFormatFailure("too few arguments for the format specifier \(specifier) (argument \(argumentIndex + 1))", format: format)
        }
        let argument = PredicateValue.unwrapped(arguments[argumentIndex])
        argumentIndex += 1
        switch conversion {
        case "@":
            return .value(argument)
        case "K":
            guard let key = PredicateValue.string(from: argument) else {
                predicateFormatFailure("the argument for %K must be a string key path, not \(argument.map { "\(type(of: $0))" } ?? "nil")", format: format)
            }
            return .keyPath(key)
        default:
            guard let argument, let number = PredicateNumber(argument) else {
                predicateFormatFailure("the argument for \(specifier) must be a number, not \(argument.map { "\(type(of: $0))" } ?? "nil")", format: format)
            }
            if "fFeEgG".unicodeScalars.contains(conversion) { return .value(number.double) }
            return .value(number.integer ?? Int64(number.double))
        }
    }

}
