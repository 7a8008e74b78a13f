import Foundation

/// swift-snapshot-testing's rule for a test name or a snapshot name in a file name:
/// every run of characters that are not letters, marks, digits or `_` becomes one `-`,
/// and a `-` at either end goes. `When data is 1.0.0` → `When-data-is-1-0-0`, so the
/// `.txt` lands where sst put its `.png`. (The harness then applies its own limits:
/// length, reserved names.)
enum SnapshotFileName {
    static func sanitize(_ name: String) -> String {
        isWordOnly(name) ? name : sanitizeASCII(name) ?? sanitizeScalars(name)
    }

    /// True for a name the rule leaves as it is because it holds only ASCII letters,
    /// digits and `_` (`3`, `loaded`): checked with C's `strspn`, since a byte loop runs as
    /// unoptimized generic code in the debug builds tests run in.
    private static func isWordOnly(_ name: String) -> Bool {
        let count = name.utf8.count
        let word: StaticString = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"
        return count > 0 && name.withCString { strspn($0, word.cString) == count }
    }

    /// The rule over Unicode scalars and their categories.
    static func sanitizeScalars(_ name: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            if isWordCharacter(scalar) {
                if pendingDash { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        if pendingDash, !result.isEmpty { result.append("-") }
        if result.hasPrefix("-") { result.removeFirst() }
        if result.hasSuffix("-") { result.removeLast() }
        return result
    }

    /// The same rule for a name of ASCII alone (`testLoaded()`, `3`), byte by byte: every
    /// assertion sanitizes its test's name, and Unicode's categories cost more to look up.
    private static func sanitizeASCII(_ name: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        var pendingDash = false
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            let isWord = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            if isWord {
                if pendingDash, !bytes.isEmpty { bytes.append(0x2D) }
                pendingDash = false
                bytes.append(byte)
            } else {
                pendingDash = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}
