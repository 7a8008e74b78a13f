/// One line of a render's semantics section, parsed:
/// `Kind #id "text" words… W×H key=value…`.
public struct SemanticsElement: Equatable, Sendable {
    public var kind: String
    public var identifier: String?
    /// Quoted, as written.
    public var text: String?
    /// Bare words: typography and color tokens, and flags.
    public var words: [String] = []
    public var properties: [Property] = []

    public struct Property: Equatable, Sendable {
        public var key: String
        public var value: String
    }

    /// Flags, as opposed to tokens, among the bare words: the ones the printer writes.
    public static var flags: Set<String> { SemanticsSyntax.flagNames }

    public init?(line: Substring) {
        let tokens = Self.tokenize(line.drop { $0 == " " })
        guard let first = tokens.first, !first.hasPrefix("\"") else { return nil }
        kind = first
        for token in tokens.dropFirst() {
            if token.hasPrefix("#"), identifier == nil {
                identifier = String(token.dropFirst())
            } else if token.hasPrefix("\""), text == nil {
                text = token
            } else if let equals = token.firstIndex(of: "="), equals != token.startIndex {
                properties.append(Property(key: String(token[..<equals]), value: String(token[token.index(after: equals)...])))
            } else if Self.isSize(token) {
                properties.append(Property(key: "size", value: token))
            } else {
                words.append(token)
            }
        }
    }

    /// Splits on spaces outside double quotes and parentheses; `\"` inside quotes is
    /// kept, and a value of several words, `(headline rounded semibold)`, stays one.
    public static func tokenize(_ line: Substring) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inQuotes = false
        var inParentheses = false
        var escaped = false
        for character in line {
            if !inQuotes, character == "(" || (character == ")" && inParentheses) {
                inParentheses = character == "("
                current.append(character)
                continue
            }
            if inParentheses {
                current.append(character)
                continue
            }
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if character == "\\", inQuotes {
                current.append(character)
                escaped = true
                continue
            }
            if character == "\"" {
                inQuotes.toggle()
                current.append(character)
                continue
            }
            if character == " ", !inQuotes {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private static func isSize(_ token: String) -> Bool {
        let parts = token.split(separator: "×")
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }
}
