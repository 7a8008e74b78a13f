/// How many cells of the text grid a grapheme cluster takes: 0, 1 or 2.
///
/// - East Asian Wide and Fullwidth characters, emoji presentation, and emoji sequences
///   (ZWJ, skin tones, flags, VS16) take 2.
/// - Combining and enclosing marks, format and default-ignorable characters (zero-width
///   space, joiners, soft hyphen), controls, and Hangul medial and final jamo take 0.
/// - Everything else, ambiguous-width characters included, takes 1.
///
/// The same input gives the same width on every machine: nothing here reads the
/// terminal or the locale.
package enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return of(first) }

        var hasTextSelector = second == textPresentationSelector
        var hasEmojiExtension = second == emojiPresentationSelector || second == zeroWidthJoiner
            || skinTones.contains(second.value) || isRegionalIndicator(second)
        var widest = max(of(first), of(second))
        while let scalar = iterator.next() {
            if scalar == textPresentationSelector { hasTextSelector = true }
            if scalar == emojiPresentationSelector || scalar == zeroWidthJoiner || skinTones.contains(scalar.value) {
                hasEmojiExtension = true
            }
            widest = max(widest, of(scalar))
        }
        if hasTextSelector { return min(1, widest) }
        if first.properties.isEmoji, hasEmojiExtension { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        return min(2, widest)
    }

    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The width of one scalar on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20, value < 0x7F { return 1 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value == 0xAD { return 0 }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if properties.isDefaultIgnorableCodePoint { return 0 }
        if isEastAsianWide(value) || properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Bisection over the generated table.
    static func isEastAsianWide(_ value: UInt32) -> Bool {
        let ranges = EastAsianWideRanges.ranges
        guard value >= ranges[0].lowerBound else { return false }
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The Unicode version of the width table.
    public static var unicodeVersion: String { EastAsianWideRanges.unicodeVersion }

    private static let textPresentationSelector: Unicode.Scalar = "\u{FE0E}"
    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"
    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    private static let skinTones: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}
