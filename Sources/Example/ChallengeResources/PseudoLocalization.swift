/// Makes the pseudo-locale from English: letters get accents, the string grows by about
/// 40% with tildes, and brackets mark both ends. Placeholders stay intact.
///
///     "Load More" → "[Ļöåð Ṁöŕé ~~~~]"
enum PseudoLocalization {
    static func transform(_ text: String) -> String {
        var output = "["
        var visible = 0
        var characters = text[...]
        while let character = characters.first {
            if character == "%" {
                // Copy a placeholder as it is: %lld, %1$lld, %@, %%.
                let end = placeholderEnd(in: characters)
                output += characters[..<end]
                characters = characters[end...]
                continue
            }
            output.append(accented[character] ?? character)
            visible += 1
            characters = characters.dropFirst()
        }
        let padding = max(1, (visible * 2 + 4) / 5)
        return output + " " + String(repeating: "~", count: padding) + "]"
    }

    /// End of the placeholder that starts `text` (which begins with "%").
    private static func placeholderEnd(in text: Substring) -> Substring.Index {
        var end = text.index(after: text.startIndex)
        var probe = end
        while probe < text.endIndex, text[probe].isASCII, text[probe].isNumber {
            probe = text.index(after: probe)
        }
        if probe < text.endIndex, text[probe] == "$" {
            end = text.index(after: probe)
        }
        while end < text.endIndex, "lhqz".contains(text[end]) {
            end = text.index(after: end)
        }
        if end < text.endIndex, "diu@%".contains(text[end]) {
            end = text.index(after: end)
        }
        return end
    }

    private static let accented: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
