/// A `#if` condition, read from its text: `os(iOS) && !targetEnvironment(macCatalyst)`,
/// `canImport(UIKit)`, `DEBUG`, `swift(>=5.9)`. Adoption asks it which branch the iOS build
/// compiles on Linux: the branch Xcode compiles for a phone, where the iOS-only code runs.
indirect enum CompilationCondition: Equatable {
    case flag(String)
    case call(String, String)
    case not(CompilationCondition)
    case and(CompilationCondition, CompilationCondition)
    case or(CompilationCondition, CompilationCondition)
    case literal(Bool)

    /// Parses the text after `#if` or `#elseif`; nil when it is not a condition Swift accepts.
    init?(parsing text: String) {
        var parser = Parser(tokens: Self.tokens(of: text))
        guard let condition = parser.parseOr(), parser.isAtEnd else { return nil }
        self = condition
    }

    /// What the iOS build of a Linux package answers for each predicate.
    struct Environment {
        /// Modules an `import` of which compiles: `canImport(X)`.
        var importable: (String) -> Bool
        /// `-D` flags: DEBUG and the target's active compilation conditions.
        var flags: Set<String>

        /// iOS and Linux are both true: an `os(iOS)` branch is compiled, as the as-ios edit
        /// makes it, and so is an `os(Linux)` branch, since the compiler runs on Linux.
        func evaluate(_ name: String, _ argument: String) -> Bool {
            switch name {
            case "os": return ["iOS", "Linux"].contains(argument)
            case "canImport": return importable(argument.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? argument)
            case "targetEnvironment": return false
            case "arch": return ["x86_64", "arm64"].contains(argument)
            case "swift", "compiler": return argument.hasPrefix(">=")
            case "_endian": return argument == "little"
            case "_pointerBitWidth": return argument == "_64"
            case "_runtime": return argument == "_Native"
            case "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
    }

    func evaluate(in environment: Environment) -> Bool {
        switch self {
        case let .flag(name): return environment.flags.contains(name)
        case let .call(name, argument): return environment.evaluate(name, argument)
        case let .not(condition): return !condition.evaluate(in: environment)
        case let .and(left, right): return left.evaluate(in: environment) && right.evaluate(in: environment)
        case let .or(left, right): return left.evaluate(in: environment) || right.evaluate(in: environment)
        case let .literal(value): return value
        }
    }

    // MARK: - Reading

    private enum Token: Equatable {
        case word(String)
        case call(String, String)
        case symbol(String)
    }

    private static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var characters = Substring(text)
        while let first = characters.first {
            if first == " " || first == "\t" {
                characters.removeFirst()
            } else if characters.hasPrefix("//") {
                break
            } else if characters.hasPrefix("&&") || characters.hasPrefix("||") {
                tokens.append(.symbol(String(characters.prefix(2))))
                characters.removeFirst(2)
            } else if "!()".contains(first) {
                tokens.append(.symbol(String(first)))
                characters.removeFirst()
            } else if first.isLetter || first == "_" || first.isNumber {
                let word = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                characters.removeFirst(word.count)
                // `os(iOS)`: a predicate takes everything up to its closing parenthesis.
                let rest = characters.drop { $0 == " " }
                if rest.first == "(", let close = rest.firstIndex(of: ")"), !["true", "false"].contains(word) {
                    let argument = rest[rest.index(after: rest.startIndex)..<close].trimmingCharacters(in: .whitespaces)
                    tokens.append(.call(String(word), argument.replacingOccurrences(of: " ", with: "")))
                    characters = rest[rest.index(after: close)...]
                } else {
                    tokens.append(.word(String(word)))
                }
            } else {
                tokens.append(.symbol(String(first)))
                characters.removeFirst()
            }
        }
        return tokens
    }

    private struct Parser {
        var tokens: [Token]
        var position = 0
        var isAtEnd: Bool { position == tokens.count }

        mutating func parseOr() -> CompilationCondition? {
            guard var left = parseAnd() else { return nil }
            while position < tokens.count, tokens[position] == .symbol("||") {
                position += 1
                guard let right = parseAnd() else { return nil }
                left = .or(left, right)
            }
            return left
        }

        mutating func parseAnd() -> CompilationCondition? {
            guard var left = parseUnary() else { return nil }
            while position < tokens.count, tokens[position] == .symbol("&&") {
                position += 1
                guard let right = parseUnary() else { return nil }
                left = .and(left, right)
            }
            return left
        }

        mutating func parseUnary() -> CompilationCondition? {
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            switch token {
            case .symbol("!"):
                return parseUnary().map { .not($0) }
            case .symbol("("):
                guard let inner = parseOr(), position < tokens.count, tokens[position] == .symbol(")") else { return nil }
                position += 1
                return inner
            case let .word(word):
                switch word {
                case "true": return .literal(true)
                case "false": return .literal(false)
                default: return .flag(word)
                }
            case let .call(name, argument):
                return .call(name, argument)
            default:
                return nil
            }
        }
    }
}
