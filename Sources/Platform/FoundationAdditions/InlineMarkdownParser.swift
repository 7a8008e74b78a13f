import Foundation

/// A run of text with the attributes Markdown gives it.
struct MarkdownRun: Equatable {
    var text: String
    var intent: InlinePresentationIntent = []
    var link: URL?
    var imageURL: URL?
}

/// CommonMark's inline syntax with GitHub's strikethrough: emphasis by `*` and `_`
/// (delimiter runs, flanking rules and the rule of three), `~~`, code spans, links,
/// images, autolinks, backslash escapes and line breaks.
struct InlineMarkdownParser {
    let preservesWhitespace: Bool
    let baseURL: URL?

    struct Delimiter {
        let character: Character
        var count: Int
        let originalCount: Int
        let canOpen: Bool
        let canClose: Bool
    }

    enum Piece {
        case text(String)
        case delimiter(Delimiter)
        case opener(isImage: Bool, active: Bool)
    }

    struct Item {
        var piece: Piece
        var intent: InlinePresentationIntent = []
        var link: URL?
        var imageURL: URL?
    }

    struct State {
        var items: [Item] = []
        var pending = ""
        var openers: [Int] = []

        mutating func flush() {
            guard !pending.isEmpty else { return }
            items.append(Item(piece: .text(pending)))
            pending = ""
        }

        mutating func append(_ piece: Piece, intent: InlinePresentationIntent = []) {
            flush()
            items.append(Item(piece: piece, intent: intent))
        }
    }

    func parse(_ source: String) -> [MarkdownRun] {
        let characters = Array(source)
        var state = State()
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                index = escape(characters, at: index, into: &state)
            case "`":
                index = codeSpan(characters, at: index, into: &state)
            case "*", "_", "~":
                index = delimiterRun(characters, at: index, into: &state)
            case "[":
                state.append(.opener(isImage: false, active: true))
                state.openers.append(state.items.count - 1)
                index += 1
            case "!" where index + 1 < characters.count && characters[index + 1] == "[":
                state.append(.opener(isImage: true, active: true))
                state.openers.append(state.items.count - 1)
                index += 2
            case "]":
                index = closeBracket(characters, at: index, into: &state)
            case "<":
                index = autolink(characters, at: index, into: &state)
            case "\n" where !preservesWhitespace:
                index = lineBreak(characters, at: index, into: &state)
            default:
                state.pending.append(character)
                index += 1
            }
        }
        state.flush()
        processEmphasis(in: &state.items, from: 0)
        return runs(of: state.items)
    }

    // MARK: - Escapes, code and breaks

    private func escape(_ characters: [Character], at index: Int, into state: inout State) -> Int {
        guard index + 1 < characters.count else {
            state.pending.append("\\")
            return index + 1
        }
        let next = characters[index + 1]
        if next == "\n" {
            state.append(.text("\n"), intent: preservesWhitespace ? [] : .lineBreak)
            return skipIndentation(characters, from: index + 2)
        }
        if next.isASCII, next.isPunctuation || next.isSymbol {
            state.pending.append(next)
            return index + 2
        }
        state.pending.append("\\")
        return index + 1
    }

    private func codeSpan(_ characters: [Character], at index: Int, into state: inout State) -> Int {
        let length = runLength(characters, at: index)
        var search = index + length
        while search < characters.count {
            guard characters[search] == "`" else {
                search += 1
                continue
            }
            let closing = runLength(characters, at: search)
            if closing == length {
                var content = String(characters[(index + length)..<search]).replacingOccurrences(of: "\n", with: " ")
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                    content = String(content.dropFirst().dropLast())
                }
                state.append(.text(content), intent: .code)
                return search + closing
            }
            search += closing
        }
        state.pending.append(String(repeating: "`", count: length))
        return index + length
    }

    /// A source line break: a hard break after two spaces, else a soft break that reads
    /// as a space.
    private func lineBreak(_ characters: [Character], at index: Int, into state: inout State) -> Int {
        let trailingSpaces = state.pending.reversed().prefix { $0 == " " }.count
        state.pending.removeLast(trailingSpaces)
        if trailingSpaces >= 2 {
            state.append(.text("\n"), intent: .lineBreak)
        } else {
            state.append(.text(" "), intent: .softBreak)
        }
        var next = index + 1
        while next < characters.count, characters[next].isWhitespace { next += 1 }
        return next
    }

    private func skipIndentation(_ characters: [Character], from index: Int) -> Int {
        var index = index
        while !preservesWhitespace, index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
        return index
    }

    func runLength(_ characters: [Character], at index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == characters[index] { end += 1 }
        return end - index
    }

    // MARK: - Output

    private func runs(of items: [Item]) -> [MarkdownRun] {
        var runs: [MarkdownRun] = []
        for item in items {
            let text: String
            switch item.piece {
            case .text(let value): text = value
            case .delimiter(let delimiter): text = String(repeating: delimiter.character, count: delimiter.count)
            case .opener(let isImage, _): text = isImage ? "![" : "["
            }
            guard !text.isEmpty else { continue }
            let run = MarkdownRun(text: text, intent: item.intent, link: item.link, imageURL: item.imageURL)
            if let last = runs.last, last.intent == run.intent, last.link == run.link, last.imageURL == run.imageURL {
                runs[runs.count - 1].text += text
            } else {
                runs.append(run)
            }
        }
        return runs
    }
}
