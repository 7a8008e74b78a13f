/// Blanks what is not code in Swift lines: comments, and the text of string literals
/// (their interpolations stay, since they are code). Lines keep their count, so line
/// numbers read from the result are the file's.
enum SwiftCodeLexer {
    static func codeOnly(_ lines: [String]) -> [String] {
        var state = State()
        return lines.map { state.code(of: $0) }
    }

    private struct State {
        /// Nesting of `/* */` comments.
        var commentDepth = 0
        /// Inside a `"""` literal that runs across lines, with its number of `#`.
        var multilineString: Int?
        /// Inside `\( … )` of a string: the parentheses still open, and what to return to.
        var interpolations: [(depth: Int, multiline: Bool, hashes: Int)] = []

        mutating func code(of line: String) -> String {
            var output = ""
            let characters = Array(line)
            var index = 0
            // A single-line string cannot cross lines; a broken one ends with its line.
            var singleString: Int?
            func at(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
            func matches(_ text: String) -> Bool {
                for (offset, character) in text.enumerated() where at(offset) != character { return false }
                return true
            }
            while index < characters.count {
                let character = characters[index]
                if commentDepth > 0 {
                    if matches("*/") { commentDepth -= 1; index += 2 } else if matches("/*") { commentDepth += 1; index += 2 } else { index += 1 }
                    output.append(" ")
                    continue
                }
                if let hashes = multilineString ?? singleString {
                    let closing = (multilineString != nil ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                    let escape = "\\" + String(repeating: "#", count: hashes)
                    if matches(escape + "(") {
                        interpolations.append((0, multilineString != nil, hashes))
                        multilineString = nil
                        singleString = nil
                        output.append("(")
                        index += escape.count + 1
                    } else if matches(escape) {
                        output.append("  ")
                        index += escape.count + 1
                    } else if matches(closing) {
                        output.append("\"")
                        multilineString = nil
                        singleString = nil
                        index += closing.count
                    } else {
                        output.append(" ")
                        index += 1
                    }
                    continue
                }
                if matches("//") { break }
                if matches("/*") { commentDepth += 1; index += 2; continue }
                if var interpolation = interpolations.last {
                    if character == "(" { interpolation.depth += 1 }
                    if character == ")" {
                        if interpolation.depth == 0 {
                            interpolations.removeLast()
                            if interpolation.multiline { multilineString = interpolation.hashes } else { singleString = interpolation.hashes }
                            output.append(")")
                            index += 1
                            continue
                        }
                        interpolation.depth -= 1
                    }
                    interpolations[interpolations.count - 1] = interpolation
                }
                // `#"…"#` and `"""`.
                var hashes = 0
                while at(hashes) == "#" { hashes += 1 }
                if at(hashes) == "\"" {
                    let isMultiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
                    output.append("\"")
                    index += hashes + (isMultiline ? 3 : 1)
                    if isMultiline { multilineString = hashes } else { singleString = hashes }
                    continue
                }
                output.append(character)
                index += 1
            }
            return output
        }
    }
}
