import Foundation

/// What the CryptoKit tests share, under one name: the test target also holds other
/// frameworks' tests, so nothing here is a bare top-level helper.
enum CryptoVectors {
    /// Lower-case hex of any bytes, to compare outputs with the published vectors.
    static func hex<S: Sequence<UInt8>>(_ bytes: S) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    /// The bytes a vector's hex spells.
    static func bytes(hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count, by: 2).map {
            UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)!
        }
    }

    /// FIPS 180-4's example messages (NIST CSRC "Examples with Intermediate Values"):
    /// 448 bits, one block once padded for SHA-256…
    static let oneBlock = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    /// …896 bits, one block once padded for SHA-512…
    static let twoBlock = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
    /// …and one million "a"s.
    static let millionA = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
}
