import Foundation

/// Turns test names, file names and `named:` values into file-name components that are
/// the same on every machine and can never leave the snapshot folder.
public enum SnapshotNaming {
    /// Longest component, in bytes. A file name holds a test name and a snapshot name
    /// plus `.txt.new` and a temporary suffix, and must stay under 255 bytes.
    public static let maximumComponentLength = 96

    /// Keeps every letter, digit, mark and symbol of every script (`日本語`, `Русский`,
    /// `pickle🥒`), in one Unicode form (NFC) so that two spellings of one name are one
    /// file. Replaces only what is unsafe in a path on Linux, macOS or Windows, or
    /// invisible: ASCII other than letters, digits, `-`, `_` and `.`; whitespace;
    /// control and format characters (but the joiners emoji need); and the fullwidth
    /// look-alikes of Windows' reserved characters, which Windows may map back to
    /// them. Every run of replaced characters becomes one `-`. Leading and trailing `.`
    /// and `-` go (no hidden files), `..` shrinks to `.`, a Windows device name (`CON`,
    /// `nul.x`) gets a `_`, and an overlong result is cut at a character boundary and
    /// suffixed with a stable hash of the full input so that two long names stay apart.
    ///
    /// Two different names can still meet (`a:b` and `a-b`); the harness then fails
    /// the second assertion and names both, rather than let one overwrite the other.
    public static func sanitize(_ raw: String) -> String {
        isSanitized(raw) ? raw : sanitizeSlowly(raw)
    }

    /// `sanitize`, character by character, for any name.
    static func sanitizeSlowly(_ raw: String) -> String {
        var result = ""
        result.reserveCapacity(raw.utf8.count)
        var pendingDash = false
        for scalar in raw.precomposedStringWithCanonicalMapping.unicodeScalars {
            if isKept(scalar) {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                if scalar == ".", result.unicodeScalars.last == "." { continue }
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        while let last = result.unicodeScalars.last, last == "." || last == "-" { result.unicodeScalars.removeLast() }
        while let first = result.unicodeScalars.first, first == "." || first == "-" { result.unicodeScalars.removeFirst() }
        if result.isEmpty { result = "_" }
        result = avoidingDeviceNames(result)
        if result.utf8.count > maximumComponentLength {
            let suffix = "-" + StableHash.shortHex(raw)
            result = prefix(of: result, maxBytes: maximumComponentLength - suffix.utf8.count) + suffix
        }
        return result
    }

    /// The longest run of whole characters (so no emoji or accent is cut in half) that
    /// fits in `maxBytes` of UTF-8.
    static func prefix(of text: String, maxBytes: Int) -> String {
        var bytes = 0
        var end = text.startIndex
        for index in text.indices {
            let next = text.index(after: index)
            bytes += text.utf8.distance(from: index, to: next)
            if bytes > maxBytes { break }
            end = next
        }
        return String(text[..<end])
    }

    /// Windows reserves these names, with any extension, in every folder.
    private static let deviceNames: Set<String> = Set(["CON", "PRN", "AUX", "NUL"])
        .union(((0...9).map(String.init) + ["¹", "²", "³"]).flatMap { ["COM\($0)", "LPT\($0)"] })

    /// `CON` → `CON_`, `nul.x` → `nul_.x`.
    static func avoidingDeviceNames(_ name: String) -> String {
        let stem = name.prefix { $0 != "." }
        guard deviceNames.contains(stem.uppercased()) else { return name }
        return stem + "_" + name.dropFirst(stem.count)
    }

    /// Checks an explicit `named:` before sanitizing it: a name that tries to leave the
    /// folder is a mistake to report, not to quietly repair.
    public static func validatedName(_ name: String) throws(SnapshotError) -> String {
        // A name kept as it is (`1`, `loaded`) holds no separator, NUL or dots alone.
        if isSanitized(name) { return name }
        if let reason = escapeReason(name) {
            throw .nameEscapesFolder(name: name, reason: reason)
        }
        return sanitize(name)
    }

    /// Why `name` would leave its folder, or nil. By bytes, with C's string functions:
    /// these are all ASCII, walking characters breaks graphemes, and a byte loop runs as
    /// unoptimized generic code in the debug builds tests run in.
    static func escapeReason(_ name: String) -> String? {
        let count = name.utf8.count
        return name.withCString { bytes -> String? in
            if memchr(bytes, Int32(UInt8(ascii: "/")), count) != nil || memchr(bytes, Int32(UInt8(ascii: "\\")), count) != nil {
                return "it contains a path separator"
            }
            if strlen(bytes) != count { return "it contains a NUL character" }
            if count > 0, strspn(bytes, ("." as StaticString).cString) == count { return "it is made only of dots" }
            return nil
        }
    }

    /// The bytes a name may hold unchanged.
    private static let keptASCII: StaticString = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_."

    /// True when `sanitize` would return `raw` as it is: short, only kept ASCII, no
    /// `..`, no `.` or `-` at either end, no device name. Most names (`1`, `loadedState`)
    /// are; checking their bytes with C's string functions is cheaper than building them
    /// again, and than a byte loop in a debug build.
    static func isSanitized(_ raw: String) -> Bool {
        let count = raw.utf8.count
        guard count > 0, count <= maximumComponentLength else { return false }
        return raw.withCString { bytes in
            // `strspn` stops at the first other byte, a NUL inside the name included.
            guard strspn(bytes, keptASCII.cString) == count, strstr(bytes, (".." as StaticString).cString) == nil else { return false }
            let (first, last) = (UInt8(bitPattern: bytes[0]), UInt8(bitPattern: bytes[count - 1]))
            let dot = UInt8(ascii: "."), dash = UInt8(ascii: "-")
            if first == dot || first == dash || last == dot || last == dash { return false }
            // Device names are three or four letters and begin with A, C, L, N or P:
            // only those stems need the lookup.
            let stem = strcspn(bytes, ("." as StaticString).cString)
            guard stem == 3 || stem == 4, strchr(("aclnp" as StaticString).cString, Int32(first | 0x20)) != nil else { return true }
            return avoidingDeviceNames(raw) == raw
        }
    }

    /// `loadedState()` → `loadedState`; `screen(_:locale:)` → `screen`.
    public static func testName(fromFunction function: String) -> String {
        let base = function.prefix { $0 != "(" }
        return sanitize(String(base))
    }

    /// `/…/CharacterListViewSnapshotTests.swift` → `CharacterListViewSnapshotTests`.
    public static func fileStem(ofPath path: String) -> String {
        var name = Substring(FilePath.lastComponent(of: path))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            name = name[..<dot]
        }
        return sanitize(String(name))
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return true
            default: return false
            }
        }
        switch scalar.value {
        // Zero-width joiners: inside emoji sequences (👩‍💻) and Persian or Indic words.
        case 0x200C, 0x200D: return true
        // Fullwidth ／ ＼ ： ＊ ？ ＂ ＜ ＞ ｜: Windows can map them to the ASCII ones.
        case 0xFF0F, 0xFF3C, 0xFF1A, 0xFF0A, 0xFF1F, 0xFF02, 0xFF1C, 0xFF1E, 0xFF5C: return false
        // Tag characters: the subdivision flags (🏴󠁧󠁢󠁳󠁣󠁴󠁿) are spelled with them.
        case 0xE0020...0xE007F: return true
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
             .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }
}
