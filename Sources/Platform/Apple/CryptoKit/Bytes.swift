import Foundation

/// Compares two byte sequences without an early exit, so the time taken does not reveal
/// how long a matching prefix a guessed MAC or digest has. Only the lengths, which are
/// public, end the comparison early.
func constantTimeEquals<L: Collection<UInt8>, R: Collection<UInt8>>(_ lhs: L, _ rhs: R) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for (l, r) in zip(lhs, rhs) {
        difference |= l ^ r
    }
    return difference == 0
}

/// Constant-time comparison of two `ContiguousBytes` values (keys, codes, digests).
func constantTimeEquals<L: ContiguousBytes, R: ContiguousBytes>(bytesOf lhs: L, _ rhs: R) -> Bool {
    lhs.withUnsafeBytes { l in rhs.withUnsafeBytes { r in constantTimeEquals(l, r) } }
}

/// Lower-case hex, two digits a byte, as CryptoKit's descriptions print it.
func hexString<S: Sequence<UInt8>>(_ bytes: S) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var characters: [UInt8] = []
    characters.reserveCapacity(bytes.underestimatedCount * 2)
    for byte in bytes {
        characters.append(digits[Int(byte >> 4)])
        characters.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: characters, as: UTF8.self)
}
