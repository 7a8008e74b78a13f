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
        if name.contains("/") || name.contains("\\") {
            throw .nameEscapesFolder(name: name, reason: "it contains a path separator")
        }
        if name.unicodeScalars.contains("\u{0}") {
            throw .nameEscapesFolder(name: name, reason: "it contains a NUL character")
        }
        if !name.isEmpty, name.allSatisfy({ $0 == "." }) {
            throw .nameEscapesFolder(name: name, reason: "it is made only of dots")
        }
        return sanitize(name)
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
