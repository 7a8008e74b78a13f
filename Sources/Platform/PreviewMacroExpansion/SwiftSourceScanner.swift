/// Walks Swift source text knowing just enough of its lexical structure to find
/// brackets that match and words outside strings and comments: string literals (with
/// interpolation, multi-line and raw), regex literals (`#/…/#`, and `/…/` where an
/// expression starts), comments (nested block comments too) and the three kinds of
/// bracket. The preview macro reads its argument list and trailing
/// closure with it; the toolchain gives a macro plugin its syntax as text.
struct SwiftSourceScanner {
    let text: [Character]

    init(_ source: String) {
        text = Array(source)
    }

    /// The index just past the bracket that closes the one at `open`, or nil when it is
    /// never closed.
    func matchingClose(from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < text.count {
            if let skipped = skipLiteralOrComment(at: index) {
                index = skipped
                continue
            }
            switch text[index] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Splits the text between `start` and `end` at the commas that are outside any
    /// bracket, string or comment.
    func topLevelParts(from start: Int, to end: Int) -> [String] {
        var parts: [String] = []
        var depth = 0
        var partStart = start
        var index = start
        while index < end {
            if let skipped = skipLiteralOrComment(at: index) {
                index = skipped
                continue
            }
            switch text[index] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                parts.append(String(text[partStart..<index]))
                partStart = index + 1
            default: break
            }
            index += 1
        }
        parts.append(String(text[partStart..<end]))
        return parts.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// The text with each `word` that stands outside strings and comments removed,
    /// with the spaces after it.
    func removingWord(_ word: String, from start: Int, to end: Int) -> String {
        let wordCharacters = Array(word)
        var result = ""
        var index = start
        while index < end {
            if let skipped = skipLiteralOrComment(at: index) {
                result += String(text[index..<min(skipped, end)])
                index = skipped
                continue
            }
            if matches(wordCharacters, at: index), !isIdentifierCharacter(at: index + wordCharacters.count), !isIdentifierCharacter(at: index - 1) {
                index += wordCharacters.count
                while index < end, text[index] == " " || text[index] == "\t" { index += 1 }
                continue
            }
            result.append(text[index])
            index += 1
        }
        return result
    }

    // MARK: - Literals and comments

    /// When a string literal or a comment starts at `index`, the index just past it.
    func skipLiteralOrComment(at index: Int) -> Int? {
        guard index < text.count else { return nil }
        if text[index] == "/", index + 1 < text.count {
            if text[index + 1] == "/" { return skipLineComment(from: index) }
            if text[index + 1] == "*" { return skipBlockComment(from: index) }
        }
        if text[index] == "#" || text[index] == "\"" {
            return skipString(from: index) ?? skipExtendedRegex(from: index)
        }
        if text[index] == "/" {
            return skipBareRegex(from: index)
        }
        return nil
    }

    /// An extended regex literal, `#/…/#` with any number of `#`, which may hold any
    /// character, brackets and quotes among them.
    private func skipExtendedRegex(from start: Int) -> Int? {
        var index = start
        var hashes = 0
        while index < text.count, text[index] == "#" {
            hashes += 1
            index += 1
        }
        guard index < text.count, text[index] == "/" else { return nil }
        let closing: [Character] = ["/"] + Array(repeating: "#", count: hashes)
        index += 1
        while index < text.count {
            if text[index] == "\\" {
                index += 2
                continue
            }
            if matches(closing, at: index) { return index + closing.count }
            index += 1
        }
        return index
    }

    /// A bare regex literal, `/…/`, where an expression starts: at the start of the
    /// text (an argument list), or after `(`, `[`, `,`, `:` or `=` (a `/` after a
    /// value is division). It ends on its line, at a `/`
    /// that is neither escaped nor in a character class.
    private func skipBareRegex(from start: Int) -> Int? {
        // `/ ` and the operator passed as a function (`reduce(1, /)`) are no regexes.
        guard start + 1 < text.count, !text[start + 1].isWhitespace, !")],".contains(text[start + 1]) else { return nil }
        var before = start - 1
        while before >= 0, text[before].isWhitespace { before -= 1 }
        guard before < 0 || "([,:=".contains(text[before]) else { return nil }
        var index = start + 1
        var classDepth = 0
        while index < text.count, text[index] != "\n" {
            switch text[index] {
            case "\\":
                index += 2
                continue
            case "[":
                classDepth += 1
            case "]":
                classDepth = max(0, classDepth - 1)
            case "/" where classDepth == 0:
                return index + 1
            default:
                break
            }
            index += 1
        }
        return nil
    }

    private func skipLineComment(from start: Int) -> Int {
        var index = start
        while index < text.count, text[index] != "\n" { index += 1 }
        return index
    }

    private func skipBlockComment(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < text.count {
            if matches(["/", "*"], at: index) {
                depth += 1
                index += 2
            } else if matches(["*", "/"], at: index) {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return index
    }

    /// A string literal: `"…"`, `"""…"""` or raw `#"…"#` with any number of `#`.
    private func skipString(from start: Int) -> Int? {
        var index = start
        var hashes = 0
        while index < text.count, text[index] == "#" {
            hashes += 1
            index += 1
        }
        guard index < text.count, text[index] == "\"" else { return nil }
        let isMultiline = matches(["\"", "\"", "\""], at: index)
        let delimiter: [Character] = isMultiline ? ["\"", "\"", "\""] : ["\""]
        index += delimiter.count
        let closing = delimiter + Array(repeating: "#", count: hashes)
        let escape: [Character] = ["\\"] + Array(repeating: "#", count: hashes)
        while index < text.count {
            if matches(escape, at: index) {
                let after = index + escape.count
                if after < text.count, text[after] == "(", let close = matchingClose(from: after) {
                    index = close
                } else {
                    index = after + 1
                }
                continue
            }
            if matches(closing, at: index) { return index + closing.count }
            if !isMultiline, text[index] == "\n" { return index }
            index += 1
        }
        return index
    }

    private func matches(_ characters: [Character], at index: Int) -> Bool {
        guard index >= 0, index + characters.count <= text.count else { return false }
        for offset in characters.indices where text[index + offset] != characters[offset] {
            return false
        }
        return true
    }

    private func isIdentifierCharacter(at index: Int) -> Bool {
        guard index >= 0, index < text.count else { return false }
        let character = text[index]
        return character.isLetter || character.isNumber || character == "_"
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var characters = Substring(self)
        while let first = characters.first, first.isWhitespace { characters.removeFirst() }
        while let last = characters.last, last.isWhitespace { characters.removeLast() }
        return String(characters)
    }
}
