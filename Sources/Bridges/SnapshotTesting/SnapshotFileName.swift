/// swift-snapshot-testing's rule for a test name or a snapshot name in a file name:
/// every run of characters that are not letters, marks, digits or `_` becomes one `-`,
/// and a `-` at either end goes. `When data is 1.0.0` → `When-data-is-1-0-0`, so the
/// `.txt` lands where sst put its `.png`. (The harness then applies its own limits:
/// length, reserved names.)
enum SnapshotFileName {
    static func sanitize(_ name: String) -> String {
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
