import Foundation

/// What `@Entry` expands to on a property of `EnvironmentValues` or `FocusedValues`:
/// a key type beside it holding the default, and accessors that read and write the
/// container through that key.
///
///     extension EnvironmentValues {
///         @Entry var accent: Color = .blue
///     }
///
/// becomes
///
///     var accent: Color = .blue {
///         get { self[__Key_accent.self] }
///         set { self[__Key_accent.self] = newValue }
///     }
///     private struct __Key_accent: _EntryKey {
///         static var defaultValue: Color { .blue }
///     }
///
/// (The compiler drops the initializer of a property that gets accessors.) A property
/// with no default is optional and defaults to nil. A property with no type
/// (`@Entry var count = 0`) takes its initializer's: the key stores the default once,
/// as a constant, since only a stored constant's type can be left to the compiler;
/// the module's default isolation applies to it as to any constant written there.
public struct EntryExpansion: Equatable {
    public var name: String
    /// The type as written; nil when the initializer gives it.
    public var type: String?
    public var defaultValue: String

    public enum Failure: Error, Equatable {
        case notAVariable
        case noType(String)
        case noDefault(String)

        /// What to tell the person who wrote the property, as a compiler error.
        public var message: String {
            switch self {
            case .notAVariable: "@Entry goes on a `var` of EnvironmentValues or FocusedValues"
            case let .noType(name): "@Entry var \(name) needs a type: write `@Entry var \(name): SomeType = …`"
            case let .noDefault(name): "@Entry var \(name) needs a default value, or an optional type that defaults to nil: write `@Entry var \(name): SomeType = …`"
            }
        }
    }

    /// Reads the property as the compiler hands it over: its source text.
    public init(declaration source: String) throws(Failure) {
        let scanner = SwiftSourceScanner(source)
        let text = scanner.text
        // Find the `var` keyword outside attributes' arguments and comments.
        var index = 0
        var varIndex: Int?
        while index < text.count {
            if let skipped = scanner.skipLiteralOrComment(at: index) {
                index = skipped
                continue
            }
            if text[index] == "(", let close = scanner.matchingClose(from: index) {
                index = close
                continue
            }
            if Self.isWord("var", in: text, at: index) {
                varIndex = index
                break
            }
            index += 1
        }
        guard let varIndex else { throw .notAVariable }
        index = varIndex + 3
        while index < text.count, text[index].isWhitespace { index += 1 }
        let nameStart = index
        while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "_" || text[index] == "`" { index += 1 }
        name = String(text[nameStart..<index]).replacingOccurrences(of: "`", with: "")
        guard !name.isEmpty else { throw .notAVariable }
        while index < text.count, text[index].isWhitespace { index += 1 }
        if index < text.count, text[index] == "=" {
            type = nil
            defaultValue = String(text[(index + 1)...]).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !defaultValue.isEmpty else { throw .noDefault(name) }
            return
        }
        guard index < text.count, text[index] == ":" else { throw .noType(name) }
        index += 1
        // The type runs to a top-level `=` or `{`, or to the end.
        let typeStart = index
        var equals: Int?
        while index < text.count {
            if let skipped = scanner.skipLiteralOrComment(at: index) {
                index = skipped
                continue
            }
            let character = text[index]
            if character == "(" || character == "[" || character == "<" {
                if character == "<" {
                    index = Self.matchingAngle(in: text, from: index)
                } else {
                    index = scanner.matchingClose(from: index) ?? text.count
                }
                continue
            }
            if character == "=" || character == "{" {
                if character == "=" { equals = index }
                break
            }
            index += 1
        }
        let type = String(text[typeStart..<index]).trimmingCharacters(in: .whitespacesAndNewlines)
        self.type = type
        if let equals {
            defaultValue = String(text[(equals + 1)...]).trimmingCharacters(in: .whitespacesAndNewlines)
        } else if type.hasSuffix("?") || type.hasPrefix("Optional<") {
            defaultValue = "nil"
        } else {
            throw .noDefault(name)
        }
    }

    /// The accessors the property gets.
    public var accessors: String {
        "get { self[__Key_\(name).self] }\nset { self[__Key_\(name).self] = newValue }"
    }

    /// The key type beside the property.
    public var keyDeclaration: String {
        guard let type else {
            return "private struct __Key_\(name): _EntryKey {\n    static let defaultValue = \(defaultValue)\n}"
        }
        return "private struct __Key_\(name): _EntryKey {\n    static var defaultValue: \(type) { \(defaultValue) }\n}"
    }

    private static func isWord(_ word: String, in text: [Character], at index: Int) -> Bool {
        let characters = Array(word)
        guard index + characters.count <= text.count, Array(text[index..<index + characters.count]) == characters else { return false }
        let before = index == 0 ? " " : text[index - 1]
        let after = index + characters.count < text.count ? text[index + characters.count] : " "
        let isIdentifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        return !isIdentifier(before) && !isIdentifier(after)
    }

    /// The index past the `>` that closes the `<` at `open`.
    private static func matchingAngle(in text: [Character], from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < text.count {
            if text[index] == "<" { depth += 1 }
            if text[index] == ">" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return text.count
    }
}
