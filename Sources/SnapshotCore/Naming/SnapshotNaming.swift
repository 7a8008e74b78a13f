/// Turns test names, file names and `named:` values into file-name components that are
/// the same on every machine and can never leave the snapshot folder.
public enum SnapshotNaming {
    /// Longest component, in bytes. A file name holds a test name and a snapshot name
    /// plus `.txt.new` and a temporary suffix, and must stay under 255 bytes.
    public static let maximumComponentLength = 96

    /// Keeps ASCII letters, digits, `-`, `_` and `.`; every other run of characters
    /// becomes one `-`. Leading and trailing `.` and `-` go (no hidden files), `..`
    /// shrinks to `.`, and an overlong result is cut and suffixed with a stable hash of
    /// the full input so that two long names stay apart.
    public static func sanitize(_ raw: String) -> String {
        isSanitized(raw) ? raw : sanitizeSlowly(raw)
    }

    /// `sanitize`, character by character, for any name.
    static func sanitizeSlowly(_ raw: String) -> String {
        var result = ""
        result.reserveCapacity(raw.utf8.count)
        var pendingDash = false
        for scalar in raw.unicodeScalars {
            if isKept(scalar) {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                if scalar == ".", result.last == "." { continue }
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        while let last = result.last, last == "." || last == "-" { result.removeLast() }
        while let first = result.first, first == "." || first == "-" { result.removeFirst() }
        if result.isEmpty { result = "_" }
        if result.utf8.count > maximumComponentLength {
            let hash = StableHash.shortHex(raw)
            result = String(result.prefix(maximumComponentLength - hash.count - 1)) + "-" + hash
        }
        return result
    }

    /// Checks an explicit `named:` before sanitizing it: a name that tries to leave the
    /// folder is a mistake to report, not to quietly repair.
    public static func validatedName(_ name: String) throws(SnapshotError) -> String {
        // By bytes: these are all ASCII, and walking characters breaks graphemes.
        let bytes = Array(name.utf8)
        if bytes.contains(UInt8(ascii: "/")) || bytes.contains(UInt8(ascii: "\\")) {
            throw .nameEscapesFolder(name: name, reason: "it contains a path separator")
        }
        if bytes.contains(0) {
            throw .nameEscapesFolder(name: name, reason: "it contains a NUL character")
        }
        if !bytes.isEmpty, !bytes.contains(where: { $0 != UInt8(ascii: ".") }) {
            throw .nameEscapesFolder(name: name, reason: "it is made only of dots")
        }
        return sanitize(name)
    }

    /// True when `sanitize` would return `raw` as it is: short, only kept ASCII, no
    /// `..`, no `.` or `-` at either end. Most names (`1`, `loadedState`) are; checking
    /// their bytes is cheaper than building them again.
    static func isSanitized(_ raw: String) -> Bool {
        let bytes = raw.utf8
        guard let first = bytes.first, let last = bytes.last, bytes.count <= maximumComponentLength else { return false }
        let dot = UInt8(ascii: "."), dash = UInt8(ascii: "-")
        if first == dot || first == dash || last == dot || last == dash { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            let kept = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == dash || byte == UInt8(ascii: "_") || byte == dot
            if !kept || (byte == dot && previous == dot) { return false }
            previous = byte
        }
        return true
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
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
        default: false
        }
    }
}
