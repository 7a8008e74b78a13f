import Foundation

/// The name of a value made for both color schemes, kept whole until the render knows
/// its scheme: `␞light␟dark␞`, with two control characters no name contains. Names are
/// strings wherever they travel (a style's name, a palette `a+b`, a shadow's), so the
/// mark travels inside them, and the semantics printer picks a side, once, for every
/// value it prints. A render has one scheme, the header's; a subtree that sets another
/// scheme still prints the screen's.
enum SchemeDependentName {
    static let start: Character = "\u{1E}"
    static let separator: Character = "\u{1F}"

    static func make(light: String, dark: String) -> String {
        "\(start)\(light)\(separator)\(dark)\(start)"
    }

    /// `text` with each marked name replaced by its side for the scheme. Most values hold
    /// no mark and come back as they are, after one scan of their bytes.
    @inline(__always)
    static func resolve(_ text: String, dark: Bool) -> String {
        isMarked(text) ? resolveMarked(text, dark: dark) : text
    }

    /// One `memchr` over the bytes: the printer asks for every value it prints.
    @inline(__always)
    static func isMarked(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, 0x1E, bytes.count) != nil } ?? false
        } ?? text.utf8.contains(0x1E)
    }

    private static func resolveMarked(_ text: String, dark: Bool) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: start) {
            result += rest[..<open]
            let inside = rest[rest.index(after: open)...]
            guard let close = inside.firstIndex(of: start), let middle = inside[..<close].firstIndex(of: separator) else {
                result += rest[open...]
                return result
            }
            result += dark ? inside[inside.index(after: middle)..<close] : inside[..<middle]
            rest = inside[inside.index(after: close)...]
        }
        return result + rest
    }
}
