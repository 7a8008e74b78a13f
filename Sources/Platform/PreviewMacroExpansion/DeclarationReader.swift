/// Reads declarations from Swift source text, as much of them as `@Model` and
/// `@Generable` need: a type's name, access and members (a class's, a struct's, an
/// enum's), and each member's attributes, modifiers, keyword,
/// and for a property its name, type, initializer and accessor block. Like the rest of
/// the plugin it works on the text the compiler hands over, with `SwiftSourceScanner`
/// stepping over strings, comments and brackets.
struct DeclarationReader {
    /// One declaration as written.
    struct Declaration: Equatable {
        struct Attribute: Equatable {
            /// `Attribute`, `Relationship`, `MainActor`… without the `@`.
            var name: String
            /// What is between the parentheses, nil when there are none.
            var arguments: String?
        }

        var attributes: [Attribute] = []
        /// `public`, `static`, `private(set)`, `final`…
        var modifiers: [String] = []
        /// `var`, `let`, `func`, `init`, `class`…; empty when none was found.
        var keyword = ""
        /// The text after the keyword, to the end of the declaration.
        var rest = ""
        /// Where the declaration starts in the text read: the index of its first
        /// attribute, modifier or keyword.
        var start = 0

        func has(attribute name: String) -> Bool {
            attributes.contains { $0.name == name || $0.name.hasSuffix("." + name) }
        }

        func attribute(_ name: String) -> Attribute? {
            attributes.first { $0.name == name || $0.name.hasSuffix("." + name) }
        }

        /// `public`, `open`, `package`, `internal`, `fileprivate` or `private`, the
        /// declaration's own access (not a setter's).
        var accessLevel: String? {
            modifiers.first { DeclarationReader.accessLevels.contains($0) }
        }

        var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    }

    /// A stored or computed property's one binding: `name: Type = initializer { … }`.
    struct Binding: Equatable {
        var name: String
        var type: String?
        var initializer: String?
        /// The text between the braces after the type or initializer, when there are any.
        var accessorBlock: String?
        /// More than one binding (`var a, b: Int`) or a tuple pattern.
        var isCompound = false

        /// The first word in the accessor block: `get`, `set`, `willSet`, `didSet`, or
        /// anything else for a computed property's bare body.
        var accessorKind: AccessorKind? {
            guard let block = accessorBlock else { return nil }
            var word = ""
            var sawContent = false
            let scanner = SwiftSourceScanner(block)
            var index = 0
            while index < scanner.text.count {
                if let skipped = scanner.skipLiteralOrComment(at: index), scanner.text[index] == "/" {
                    index = skipped
                    continue
                }
                let character = scanner.text[index]
                if character.isWhitespace {
                    if sawContent { break }
                } else if character == "@" && !sawContent {
                    // `@MainActor get`: an attribute on the accessor.
                    while index < scanner.text.count, !scanner.text[index].isWhitespace { index += 1 }
                    continue
                } else if DeclarationReader.isIdentifierCharacter(character) {
                    word.append(character)
                    sawContent = true
                } else {
                    break
                }
                index += 1
            }
            switch word {
            case "willSet", "didSet": return .observers
            case "get", "set", "_read", "_modify", "init": return .accessors
            default: return .body
            }
        }

        enum AccessorKind: Equatable {
            /// `willSet` / `didSet`: a stored property that observes its changes.
            case observers
            /// `get`, `set`: a computed property.
            case accessors
            /// `{ expression }`: a computed property's getter.
            case body
        }

        /// A stored property: no accessor block, or observers only.
        var isStored: Bool {
            guard let kind = accessorKind else { return true }
            return kind == .observers
        }
    }

    static let accessLevels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]

    static let modifierWords: Set<String> = accessLevels.union([
        "static", "final", "override", "lazy", "weak", "unowned", "nonisolated", "dynamic",
        "mutating", "nonmutating", "convenience", "required", "optional", "indirect",
        "isolated", "consuming", "borrowing", "distributed", "prefix", "postfix", "infix",
    ])

    static let declarationKeywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol",
        "typealias", "actor", "associatedtype", "case", "extension", "import", "macro", "operator",
        "precedencegroup",
    ]

    let scanner: SwiftSourceScanner
    var text: [Character] { scanner.text }

    init(_ source: String) {
        scanner = SwiftSourceScanner(source)
    }

    // MARK: - Declarations

    /// The declarations between `start` and `end`, in order: a type body's members.
    /// `#if` lines are read through, so members of every branch are listed.
    func declarations(from start: Int, to end: Int) -> [Declaration] {
        var declarations: [Declaration] = []
        var index = start
        while index < end {
            index = skipTrivia(from: index, to: end)
            guard index < end else { break }
            if text[index] == "#" {
                // `#if DEBUG`, `#endif`, or a freestanding macro such as `#Index<…>(…)`.
                let lineEnd = endOfDeclaration(from: index + 1, to: end)
                index = max(lineEnd, index + 1)
                continue
            }
            if text[index] == ";" {
                index += 1
                continue
            }
            let (declaration, next) = declaration(from: index, to: end)
            declarations.append(declaration)
            index = max(next, index + 1)
        }
        return declarations
    }

    /// Reads the declaration that starts at `start` (its first attribute, modifier or
    /// keyword), returning it and the index just past it.
    func declaration(from start: Int, to end: Int) -> (Declaration, Int) {
        var declaration = Declaration()
        declaration.start = start
        var index = start
        while index < end {
            index = skipTrivia(from: index, to: end)
            guard index < end else { break }
            if text[index] == "@" {
                var nameEnd = index + 1
                while nameEnd < end, Self.isIdentifierCharacter(text[nameEnd]) || text[nameEnd] == "." { nameEnd += 1 }
                let name = String(text[(index + 1)..<nameEnd])
                var arguments: String?
                var after = nameEnd
                // Generic arguments of an attribute (`@Query<Item>`) are not expected;
                // arguments follow the name directly.
                if after < end, text[after] == "(", let close = scanner.matchingClose(from: after) {
                    arguments = String(text[(after + 1)..<(close - 1)])
                    after = close
                }
                declaration.attributes.append(.init(name: name, arguments: arguments))
                index = after
                continue
            }
            let word = self.word(at: index, end: end)
            if word.isEmpty { break }
            let afterWord = index + word.count
            if word == "class", isFollowedByDeclarationKeyword(from: afterWord, to: end) {
                declaration.modifiers.append(word)
                index = afterWord
                continue
            }
            if Self.modifierWords.contains(word) {
                var modifier = word
                var next = afterWord
                if next < end, text[next] == "(", let close = scanner.matchingClose(from: next) {
                    // `private(set)`, `nonisolated(unsafe)`.
                    modifier += String(text[next..<close])
                    next = close
                }
                declaration.modifiers.append(modifier)
                index = next
                continue
            }
            if Self.declarationKeywords.contains(word) {
                declaration.keyword = word
                index = afterWord
            }
            break
        }
        let declarationEnd = endOfDeclaration(from: index, to: end)
        declaration.rest = String(text[index..<declarationEnd]).trimmingWhitespace()
        return (declaration, declarationEnd)
    }

    /// The index where the declaration that runs from `start` ends: a `;`, or a line
    /// break after which the next declaration (an attribute, a modifier, a keyword, a
    /// `#` directive) or the end begins. Brackets, strings and comments are stepped over.
    func endOfDeclaration(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end {
            if let skipped = scanner.skipLiteralOrComment(at: index) {
                index = min(skipped, end)
                continue
            }
            let character = text[index]
            if character == "(" || character == "[" || character == "{" {
                index = min(scanner.matchingClose(from: index) ?? end, end)
                continue
            }
            if character == ";" { return index }
            if character == "\n" {
                let next = skipTrivia(from: index, to: end)
                if next >= end || startsDeclaration(at: next, end: end) { return index }
                index = next
                continue
            }
            index += 1
        }
        return end
    }

    private func startsDeclaration(at index: Int, end: Int) -> Bool {
        let character = text[index]
        if character == "@" || character == "#" || character == "}" { return true }
        let word = self.word(at: index, end: end)
        return Self.modifierWords.contains(word) || Self.declarationKeywords.contains(word)
    }

    private func isFollowedByDeclarationKeyword(from start: Int, to end: Int) -> Bool {
        let index = skipTrivia(from: start, to: end)
        guard index < end else { return false }
        let word = self.word(at: index, end: end)
        return Self.modifierWords.contains(word) || ["var", "let", "func", "subscript"].contains(word)
    }

    // MARK: - Properties

    /// The binding of a `var` or `let` declaration's text after its keyword.
    static func binding(of rest: String) -> Binding? {
        let scanner = SwiftSourceScanner(rest)
        let text = scanner.text
        var index = 0
        func skipSpaces() {
            while index < text.count {
                if text[index].isWhitespace {
                    index += 1
                } else if text[index] == "/", let skipped = scanner.skipLiteralOrComment(at: index) {
                    index = skipped
                } else {
                    break
                }
            }
        }
        skipSpaces()
        guard index < text.count else { return nil }
        if text[index] == "(" {
            return Binding(name: "", isCompound: true)
        }
        let nameStart = index
        if text[index] == "`" {
            index += 1
            while index < text.count, text[index] != "`" { index += 1 }
            index += 1
        } else {
            while index < text.count, isIdentifierCharacter(text[index]) { index += 1 }
        }
        guard index > nameStart else { return nil }
        let name = String(text[nameStart..<min(index, text.count)]).replacingOccurrences(of: "`", with: "")
        var binding = Binding(name: name)
        skipSpaces()
        if index < text.count, text[index] == ":" {
            index += 1
            let typeStart = index
            while index < text.count {
                if let skipped = scanner.skipLiteralOrComment(at: index) {
                    index = skipped
                    continue
                }
                let character = text[index]
                if character == "(" || character == "[" {
                    index = scanner.matchingClose(from: index) ?? text.count
                    continue
                }
                if character == "<" {
                    index = matchingAngle(in: text, from: index)
                    continue
                }
                if character == "=" || character == "{" || character == "," { break }
                index += 1
            }
            binding.type = String(text[typeStart..<index]).trimmingWhitespace()
        }
        skipSpaces()
        if index < text.count, text[index] == "=" {
            index += 1
            let initializerStart = index
            // The initializer runs to the end, or to an observer block after it.
            var initializerEnd = text.count
            var scan = index
            while scan < text.count {
                if let skipped = scanner.skipLiteralOrComment(at: scan) {
                    scan = skipped
                    continue
                }
                let character = text[scan]
                if character == "," {
                    binding.isCompound = true
                    initializerEnd = scan
                    break
                }
                if character == "(" || character == "[" {
                    scan = scanner.matchingClose(from: scan) ?? text.count
                    continue
                }
                if character == "{" {
                    let close = scanner.matchingClose(from: scan) ?? text.count
                    let block = String(text[(scan + 1)..<max(scan + 1, close - 1)])
                    let candidate = Binding(name: name, accessorBlock: block)
                    if candidate.accessorKind == .observers {
                        initializerEnd = scan
                        binding.accessorBlock = block
                        break
                    }
                    scan = close
                    continue
                }
                scan += 1
            }
            binding.initializer = stripTrailingComment(String(text[initializerStart..<initializerEnd]))
            index = initializerEnd
        }
        skipSpaces()
        if index < text.count, text[index] == ",", binding.accessorBlock == nil {
            binding.isCompound = true
        }
        if binding.accessorBlock == nil, index < text.count, text[index] == "{" {
            let close = scanner.matchingClose(from: index) ?? text.count
            binding.accessorBlock = String(text[(index + 1)..<max(index + 1, close - 1)])
        }
        return binding
    }

    // MARK: - Types

    /// A type declaration as `@Model` and `@Generable` read it: its keyword (`class`,
    /// `struct`, `enum`, `actor`), name and members.
    struct TypeDeclaration: Equatable {
        var declaration: Declaration
        var name: String
        var members: [Declaration]
    }

    typealias ClassDeclaration = TypeDeclaration

    /// The first class declared in the text (after its attributes and comments), or nil
    /// when the text declares something else.
    func classDeclaration() -> ClassDeclaration? {
        typeDeclaration(keywords: ["class"])
    }

    /// The first type declared in the text (after its attributes and comments) when
    /// its keyword is one of `keywords`; nil otherwise.
    func typeDeclaration(keywords: Set<String>) -> TypeDeclaration? {
        let (declaration, _) = declaration(from: skipTrivia(from: 0, to: text.count), to: text.count)
        guard keywords.contains(declaration.keyword) else { return nil }
        // Find the name, then the body's braces.
        guard let keywordIndex = indexOfKeyword(declaration.keyword) else { return nil }
        var index = keywordIndex + declaration.keyword.count
        while index < text.count, text[index].isWhitespace { index += 1 }
        let nameStart = index
        while index < text.count, Self.isIdentifierCharacter(text[index]) || text[index] == "`" { index += 1 }
        let name = String(text[nameStart..<index]).replacingOccurrences(of: "`", with: "")
        var open = index
        while open < text.count {
            if let skipped = scanner.skipLiteralOrComment(at: open) {
                open = skipped
                continue
            }
            if text[open] == "(" || text[open] == "[" {
                open = scanner.matchingClose(from: open) ?? text.count
                continue
            }
            if text[open] == "{" { break }
            open += 1
        }
        guard open < text.count, let close = scanner.matchingClose(from: open) else { return nil }
        let members = declarations(from: open + 1, to: close - 1)
        return TypeDeclaration(declaration: declaration, name: name, members: members)
    }

    /// The index of the declaration's keyword: the first `word` outside attributes'
    /// arguments, strings and comments.
    private func indexOfKeyword(_ word: String) -> Int? {
        var index = 0
        while index < text.count {
            if let skipped = scanner.skipLiteralOrComment(at: index) {
                index = skipped
                continue
            }
            if text[index] == "(" || text[index] == "[" || text[index] == "{" {
                index = scanner.matchingClose(from: index) ?? text.count
                continue
            }
            if self.word(at: index, end: text.count) == word, index == 0 || !Self.isIdentifierCharacter(text[index - 1]) {
                return index
            }
            index += 1
        }
        return nil
    }

    // MARK: - Characters

    /// The UTF-8 offset of the first declaration's first attribute, modifier or
    /// keyword, after the comments and blank lines before it.
    var declarationStart: Int {
        utf8Offset(of: skipTrivia(from: 0, to: text.count))
    }

    /// The UTF-8 offset of a character index: where the compiler places diagnostics.
    func utf8Offset(of index: Int) -> Int {
        String(text[0..<min(index, text.count)]).utf8.count
    }

    /// The index after whitespace and comments from `start`.
    func skipTrivia(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end {
            if text[index].isWhitespace {
                index += 1
            } else if text[index] == "/", let skipped = scanner.skipLiteralOrComment(at: index) {
                index = skipped
            } else {
                break
            }
        }
        return index
    }

    /// The identifier that starts at `index`, or an empty string.
    func word(at index: Int, end: Int) -> String {
        var wordEnd = index
        while wordEnd < end, Self.isIdentifierCharacter(text[wordEnd]) { wordEnd += 1 }
        return String(text[index..<wordEnd])
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$"
    }

    /// The index past the `>` that closes the `<` at `open`; `->` does not close it.
    static func matchingAngle(in text: [Character], from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < text.count {
            if text[index] == "<" { depth += 1 }
            if text[index] == ">", index == 0 || text[index - 1] != "-" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return text.count
    }

    /// The text without a `// comment` at its end, trimmed.
    static func stripTrailingComment(_ source: String) -> String {
        let scanner = SwiftSourceScanner(source)
        var index = 0
        while index < scanner.text.count {
            if scanner.text[index] == "/", index + 1 < scanner.text.count, scanner.text[index + 1] == "/" {
                return String(scanner.text[..<index]).trimmingWhitespace()
            }
            if let skipped = scanner.skipLiteralOrComment(at: index) {
                index = skipped
                continue
            }
            index += 1
        }
        return source.trimmingWhitespace()
    }
}
