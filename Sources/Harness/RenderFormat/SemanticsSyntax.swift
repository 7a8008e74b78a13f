/// How a semantics line spells its values: texts quoted and escaped, values of several
/// words in parentheses, flags as bare words. The printer writes with these rules and
/// `SemanticsElement` reads with them.
public enum SemanticsSyntax {
    /// The bare words a line can end with, each saying one thing is true of the element.
    public enum Flag: String, CaseIterable, Sendable {
        case bold, italic, header, button, selected, disabled, hidden, refreshable
        /// A text cut to fit: its full text follows as `full="…"`.
        case truncated
    }

    /// Flags by their spelling, for readers.
    public static let flagNames: Set<String> = Set(Flag.allCases.map(\.rawValue))

    /// A quoted string with `\`, `"`, newlines, tabs and invisible characters escaped, so
    /// one element stays one line and nothing hides.
    public static func quote(_ text: String) -> String {
        needsNoEscape(text) ? "\"\(text)\"" : "\"\(escapedBody(text))\""
    }

    /// A value as the semantics print it: as it is when it is one word (`headline`,
    /// `#333844`, `16`), in parentheses when it is several (`(headline rounded semibold)`,
    /// `(black 5% r8 y2)`), so that a reader, and the tool, see one value and not a run
    /// of flags. A value quoted or grouped already is one as it is.
    public static func group(_ name: String) -> String {
        let first = name.utf8.first
        guard first != UInt8(ascii: "\""), first != UInt8(ascii: "("), hasSpace(name) else { return name }
        return "(\(name))"
    }

    /// True when `value` has a space. Over the string's bytes in place: `utf8.contains`
    /// runs as generic code.
    private static func hasSpace(_ value: String) -> Bool {
        value.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: " ")) }
            ?? value.utf8.contains(UInt8(ascii: " "))
    }

    /// True when quoting writes `text` as it is.
    public static func needsNoEscape(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { needsNoEscape(utf8: $0) }
    }

    /// True when no scalar in `bytes` (valid UTF-8) needs escaping; decoded here, as
    /// walking the string's scalars costs more than the rest of quoting.
    public static func needsNoEscape(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while index < bytes.count {
            // Eight bytes at a time while they are printable ASCII other than a quote or
            // a backslash, as most text is.
            if index + 8 <= bytes.count, isPlainASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let lead = UInt32(bytes[index])
            if lead < 0x80 {
                if lead < 0x20 || lead == 0x7F || lead == 0x22 || lead == 0x5C { return false }
                index += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = lead & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
            for offset in 1..<length {
                value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            if let scalar = Unicode.Scalar(value), needsEscape(scalar) { return false }
            index += length
        }
        return true
    }

    /// True when each of the eight bytes in `word` is printable ASCII (0x20 to 0x7E)
    /// other than `"` and `\`. Bytewise tests on one word, exact for every byte value.
    static func isPlainASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        func hasByte(_ byte: UInt8) -> Bool { hasZeroByte(word ^ (ones &* UInt64(byte))) }
        // A byte below 0x20: the same test, shifted (exact for limits up to 0x80).
        let hasControl = (word &- ones &* 0x20) & ~word & highs != 0
        return word & highs == 0 && !hasControl && !hasByte(0x7F) && !hasByte(0x22) && !hasByte(0x5C)
    }

    /// The general path, one character at a time, without the quotes. The shortcut
    /// `needsNoEscape` must agree with it; a test holds it to that.
    public static func escapedBody(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for character in text {
            if Invisibles.isEmojiSequence(character) {
                output.append(character)
                continue
            }
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\n": output += "\\n"
                case "\t": output += "\\t"
                case "\r": output += "\\r"
                default:
                    if Invisibles.isInvisible(scalar) {
                        output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                    } else {
                        output.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        return output
    }

    /// True for what quoting changes: quotes, backslashes and invisible characters.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x7F {
            return scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
        }
        // Letters with accents, punctuation such as "…" and box drawing are common and
        // never invisible: no lookup of their Unicode properties. (A test holds these
        // ranges to the lookup.)
        if visibleRanges.contains(where: { $0.contains(scalar.value) }) { return false }
        return Invisibles.isInvisible(scalar)
    }

    /// Ranges without control, format or default-ignorable characters.
    static let visibleRanges: [ClosedRange<UInt32>] = [0xA1...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2500...0x259F]
}
