import Foundation

/// `LIKE`: `*` matches any run of characters, `?` any one; `\` escapes either.
enum PredicateWildcard {
    static func matches(_ string: String, pattern: String, options: PredicateComparisonOptions) -> Bool {
        var foldOptions: String.CompareOptions = []
        if options.contains(.caseInsensitive) { foldOptions.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { foldOptions.insert(.diacriticInsensitive) }
        let subject = Array(foldOptions.isEmpty ? string : string.folding(options: foldOptions, locale: nil))
        let folded = foldOptions.isEmpty ? pattern : pattern.folding(options: foldOptions, locale: nil)
        var tokens: [Token] = []
        var escaping = false
        for character in folded {
            if escaping {
                tokens.append(.literal(character))
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                tokens.append(character == "*" ? .anyRun : character == "?" ? .anyOne : .literal(character))
            }
        }
        return match(subject[...], tokens[...])
    }

    private enum Token: Equatable {
        case literal(Character)
        case anyOne
        case anyRun
    }

    private static func match(_ subject: ArraySlice<Character>, _ tokens: ArraySlice<Token>) -> Bool {
        var subjectIndex = subject.startIndex
        var tokenIndex = tokens.startIndex
        var backtrack: (token: Int, subject: Int)?
        while subjectIndex < subject.endIndex {
            if tokenIndex < tokens.endIndex {
                switch tokens[tokenIndex] {
                case .anyRun:
                    backtrack = (tokenIndex, subjectIndex)
                    tokenIndex += 1
                    continue
                case .anyOne:
                    tokenIndex += 1
                    subjectIndex += 1
                    continue
                case .literal(let character) where character == subject[subjectIndex]:
                    tokenIndex += 1
                    subjectIndex += 1
                    continue
                case .literal:
                    break
                }
            }
            guard let point = backtrack else { return false }
            backtrack = (point.token, point.subject + 1)
            tokenIndex = point.token + 1
            subjectIndex = point.subject + 1
        }
        return tokens[tokenIndex...].allSatisfy { $0 == .anyRun }
    }
}
