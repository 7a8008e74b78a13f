import Foundation

/// Links, images and autolinks: `[text](url "title")`, `![alt](url)`, `<url>`.
extension InlineMarkdownParser {
    func closeBracket(_ characters: [Character], at index: Int, into state: inout State) -> Int {
        state.flush()
        guard let openerIndex = state.openers.popLast(), case .opener(let isImage, let active) = state.items[openerIndex].piece else {
            state.pending.append("]")
            return index + 1
        }
        guard active, let (destination, end) = linkDestination(characters, after: index) else {
            state.items[openerIndex].piece = .text(isImage ? "![" : "[")
            state.pending.append("]")
            return index + 1
        }
        processEmphasis(in: &state.items, from: openerIndex + 1)
        let url = resolvedURL(destination)
        for inner in (openerIndex + 1)..<state.items.count {
            if isImage {
                state.items[inner].imageURL = url
            } else if state.items[inner].link == nil {
                state.items[inner].link = url
            }
        }
        state.items[openerIndex].piece = .text("")
        if !isImage {
            for earlier in state.openers {
                if case .opener(false, _) = state.items[earlier].piece {
                    state.items[earlier].piece = .opener(isImage: false, active: false)
                }
            }
        }
        return end
    }

    /// `(destination "title")` right after `]`: the destination and the index past `)`.
    private func linkDestination(_ characters: [Character], after closer: Int) -> (String, Int)? {
        var index = closer + 1
        guard index < characters.count, characters[index] == "(" else { return nil }
        index += 1
        func skipSpaces() { while index < characters.count, characters[index].isWhitespace { index += 1 } }
        skipSpaces()
        var destination = ""
        if index < characters.count, characters[index] == "<" {
            index += 1
            while index < characters.count, characters[index] != ">" {
                if characters[index] == "\n" || characters[index] == "<" { return nil }
                destination.append(characters[index])
                index += 1
            }
            guard index < characters.count else { return nil }
            index += 1
        } else {
            var depth = 0
            while index < characters.count, !characters[index].isWhitespace {
                let character = characters[index]
                if character == "(" { depth += 1 }
                if character == ")" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                    index += 1
                }
                destination.append(characters[index])
                index += 1
            }
        }
        skipSpaces()
        if index < characters.count, let close: Character = ["\"": "\"", "'": "'", "(": ")"][characters[index]] {
            index += 1
            while index < characters.count, characters[index] != close { index += 1 }
            guard index < characters.count else { return nil }
            index += 1
            skipSpaces()
        }
        guard index < characters.count, characters[index] == ")" else { return nil }
        return (destination, index + 1)
    }

    /// `<https://example.com>` and `<name@example.com>`.
    func autolink(_ characters: [Character], at index: Int, into state: inout State) -> Int {
        var end = index + 1
        while end < characters.count, characters[end] != ">", characters[end] != "<", !characters[end].isWhitespace { end += 1 }
        guard end < characters.count, characters[end] == ">" else {
            state.pending.append("<")
            return index + 1
        }
        let content = String(characters[(index + 1)..<end])
        let isURI = content.range(of: "^[A-Za-z][A-Za-z0-9+.-]{1,31}:", options: .regularExpression) != nil
        let isEmail = content.range(of: "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$", options: .regularExpression) != nil
        guard isURI || isEmail else {
            state.pending.append("<")
            return index + 1
        }
        state.flush()
        var item = Item(piece: .text(content))
        item.link = resolvedURL(isEmail ? "mailto:" + content : content)
        state.items.append(item)
        return end + 1
    }

    private func resolvedURL(_ destination: String) -> URL? {
        if let url = URL(string: destination, relativeTo: baseURL) { return url }
        let encoded = destination.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed.union(CharacterSet(charactersIn: "#")))
        return encoded.flatMap { URL(string: $0, relativeTo: baseURL) }
    }
}
