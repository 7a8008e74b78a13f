/// What counts as invisible in a render: a character that changes the bytes but not
/// what a reviewer sees. The semantics spell such characters out as `\u{…}`, and a
/// diff marks them; both ask here.
public enum Invisibles {
    /// Control characters, formatting (zero-width joiners and spaces, bidi marks), line
    /// and paragraph separators, and every default-ignorable code point.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return properties.isDefaultIgnorableCodePoint
        }
    }

    /// An emoji of several scalars (a ZWJ sequence, a skin tone, VS16, a flag): its
    /// joiners belong to the picture and are not spelled out.
    public static func isEmojiSequence(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, let first = scalars.first else { return false }
        return first.properties.isEmoji || (0x1F1E6...0x1F1FF).contains(first.value)
    }
}
