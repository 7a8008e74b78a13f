import Foundation

/// Emphasis, bold and strikethrough: CommonMark's delimiter runs, matched by its
/// "process emphasis" procedure.
extension InlineMarkdownParser {
    func delimiterRun(_ characters: [Character], at index: Int, into state: inout State) -> Int {
        let character = characters[index]
        let length = runLength(characters, at: index)
        if character == "~", length > 2 {
            state.pending.append(String(repeating: "~", count: length))
            return index + length
        }
        let before: Character = index > 0 ? characters[index - 1] : " "
        let after: Character = index + length < characters.count ? characters[index + length] : " "
        let beforeIsSpace = before.isWhitespace
        let afterIsSpace = after.isWhitespace
        let beforeIsPunctuation = before.isPunctuation || before.isSymbol
        let afterIsPunctuation = after.isPunctuation || after.isSymbol
        let leftFlanking = !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
        let rightFlanking = !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
        let canOpen: Bool
        let canClose: Bool
        if character == "_" {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        state.append(.delimiter(Delimiter(character: character, count: length, originalCount: length, canOpen: canOpen, canClose: canClose)))
        return index + length
    }

    /// CommonMark's "process emphasis" over the delimiters from `bottom` on; what is left
    /// unmatched becomes literal text.
    func processEmphasis(in items: inout [Item], from bottom: Int) {
        var closerIndex = bottom
        while closerIndex < items.count {
            guard case .delimiter(var closer) = items[closerIndex].piece, closer.canClose, closer.count > 0 else {
                closerIndex += 1
                continue
            }
            guard let openerIndex = matchingOpener(for: closer, before: closerIndex, in: items, bottom: bottom),
                  case .delimiter(var opener) = items[openerIndex].piece else {
                closerIndex += 1
                continue
            }
            let used = closer.character == "~" ? closer.count : (opener.count >= 2 && closer.count >= 2 ? 2 : 1)
            let intent: InlinePresentationIntent = closer.character == "~" ? .strikethrough : (used == 2 ? .stronglyEmphasized : .emphasized)
            for inner in (openerIndex + 1)..<closerIndex {
                items[inner].intent.insert(intent)
                if case .delimiter(let delimiter) = items[inner].piece {
                    items[inner].piece = .text(String(repeating: delimiter.character, count: delimiter.count))
                }
            }
            opener.count -= used
            closer.count -= used
            items[openerIndex].piece = .delimiter(opener)
            items[closerIndex].piece = .delimiter(closer)
            if closer.count == 0 { closerIndex += 1 }
        }
        for index in bottom..<items.count {
            if case .delimiter(let delimiter) = items[index].piece {
                items[index].piece = .text(String(repeating: delimiter.character, count: delimiter.count))
            }
        }
    }

    private func matchingOpener(for closer: Delimiter, before closerIndex: Int, in items: [Item], bottom: Int) -> Int? {
        var index = closerIndex - 1
        while index >= bottom {
            if case .delimiter(let opener) = items[index].piece, opener.character == closer.character, opener.canOpen, opener.count > 0 {
                if closer.character == "~" {
                    if opener.count == closer.count { return index }
                } else {
                    let bothWays = opener.canClose || closer.canOpen
                    let ruleOfThree = bothWays && (opener.originalCount + closer.originalCount) % 3 == 0
                        && !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
                    if !ruleOfThree { return index }
                }
            }
            index -= 1
        }
        return nil
    }
}
