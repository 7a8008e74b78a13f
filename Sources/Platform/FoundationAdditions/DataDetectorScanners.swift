import Foundation

/// The links `NSDataDetector` finds: each run of text between spaces and quotes,
/// without the punctuation around it, that is a URL with a scheme, an email address,
/// a `www.` address or a domain under a common top-level domain.
enum LinkScanner {
    struct Link {
        let range: Range<String.Index>
        let url: URL
    }

    static func links(in string: String, within bounds: Range<String.Index>) -> [Link] {
        words(in: string, within: bounds).compactMap { range in
            let trimmed = trimmed(range, in: string)
            guard !trimmed.isEmpty, let url = url(for: String(string[trimmed])) else { return nil }
            return Link(range: trimmed, url: url)
        }
    }

    /// Schemes iOS links without `//`.
    private static let opaqueSchemes: Set<String> = ["mailto", "tel", "sms", "facetime", "facetime-audio", "maps"]

    /// Common top-level domains, for bare domains such as `apple.com`; a domain under
    /// another is a link only when written with a scheme or `www.`.
    private static let topLevelDomains: Set<String> = [
        "com", "org", "net", "edu", "gov", "mil", "int", "info", "biz", "io", "dev", "app", "ai", "co", "me", "tv",
        "us", "uk", "ca", "au", "de", "fr", "es", "it", "nl", "be", "ch", "at", "se", "no", "dk", "fi", "ie", "pt",
        "pl", "cz", "jp", "cn", "kr", "in", "br", "mx", "ar", "cl", "ru", "eu", "nz", "za", "sg", "hk", "tw", "ly",
    ]

    // Regexes are values never mutated once made; Regex is not marked Sendable.
    nonisolated(unsafe) private static let scheme = try! Regex("^[A-Za-z][A-Za-z0-9+.-]*:")
    nonisolated(unsafe) private static let email = try! Regex("^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$")
    nonisolated(unsafe) private static let host = try! Regex("^[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.([A-Za-z]{2,})(:[0-9]+)?([/?#].*)?$")

    private static func url(for text: String) -> URL? {
        if let match = text.firstMatch(of: scheme) {
            let name = text[match.range].dropLast().lowercased()
            let rest = text[match.range.upperBound...]
            guard rest.hasPrefix("//") ? rest.count > 2 : (opaqueSchemes.contains(name) && !rest.isEmpty) else { return nil }
            return URL(string: text)
        }
        if text.wholeMatch(of: email) != nil {
            return URL(string: "mailto:" + text)
        }
        guard let match = text.wholeMatch(of: host) else { return nil }
        let isWWW = text.lowercased().hasPrefix("www.")
        let domain = match.output[2].substring.map { $0.lowercased() } ?? ""
        guard isWWW || topLevelDomains.contains(domain) else { return nil }
        return URL(string: "http://" + text)
    }

    /// Runs of text between white space, quotes and angle brackets.
    private static func words(in string: String, within bounds: Range<String.Index>) -> [Range<String.Index>] {
        var words: [Range<String.Index>] = []
        var start: String.Index?
        var index = bounds.lowerBound
        while index < bounds.upperBound {
            let character = string[index]
            let separates = character.isWhitespace || "\"<>“”‘’".contains(character)
            if separates {
                if let wordStart = start { words.append(wordStart..<index) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = string.index(after: index)
        }
        if let wordStart = start { words.append(wordStart..<bounds.upperBound) }
        return words
    }

    /// A word without the punctuation around it: opening brackets and quotes before,
    /// sentence punctuation after, and closing brackets the link does not open.
    private static func trimmed(_ range: Range<String.Index>, in string: String) -> Range<String.Index> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, "([{'".contains(string[lower]) { lower = string.index(after: lower) }
        while lower < upper {
            let last = string[string.index(before: upper)]
            let text = string[lower..<string.index(before: upper)]
            let unbalanced = (last == ")" && text.filter { $0 == "(" }.count <= text.filter { $0 == ")" }.count)
                || (last == "]" && text.filter { $0 == "[" }.count <= text.filter { $0 == "]" }.count)
                || last == "}"
            guard ".,;:!?'".contains(last) || unbalanced else { break }
            upper = string.index(before: upper)
        }
        return lower..<upper
    }
}

/// The phone numbers `NSDataDetector` finds: 7 to 15 digits, an optional leading `+`,
/// with spaces, dots, dashes and parentheses between them; not a date written
/// `2026-11-27` and not digits inside a word.
enum PhoneNumberScanner {
    struct Number {
        let range: Range<String.Index>
        let text: String
    }

    // Regexes are values never mutated once made; Regex is not marked Sendable.
    nonisolated(unsafe) private static let candidate = try! Regex("\\+?\\(?[0-9][0-9 ().-]*[0-9]")
    nonisolated(unsafe) private static let isoDate = try! Regex("^[0-9]{4}-[0-9]{2}-[0-9]{2}$")

    static func numbers(in string: String, within bounds: Range<String.Index>) -> [Number] {
        string[bounds].matches(of: candidate).compactMap { match in
            let text = String(string[match.range])
            let digits = text.filter(\.isNumber).count
            guard (7...15).contains(digits), text.wholeMatch(of: isoDate) == nil,
                  !touchesWord(match.range, in: string, within: bounds),
                  !text.contains("  "), text.filter({ $0 == "(" }).count == text.filter({ $0 == ")" }).count
            else { return nil }
            return Number(range: match.range, text: text)
        }
    }

    private static func touchesWord(_ range: Range<String.Index>, in string: String, within bounds: Range<String.Index>) -> Bool {
        let before = range.lowerBound > bounds.lowerBound ? string[string.index(before: range.lowerBound)] : nil
        let after = range.upperBound < bounds.upperBound ? string[range.upperBound] : nil
        return [before, after].contains { character in
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "_" || character == "/"
        }
    }
}
