import Foundation

/// A message authentication code, as CryptoKit declares it: bytes you can iterate, send,
/// and compare in constant time against a code you received.
public protocol MessageAuthenticationCode: Hashable, Sendable, ContiguousBytes, CustomStringConvertible, Sequence where Element == UInt8 {
    /// The code's size in bytes.
    var byteCount: Int { get }
}

extension MessageAuthenticationCode {
    /// Compares two codes in constant time, so timing reveals nothing of a forged code.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        constantTimeEquals(bytesOf: lhs, rhs)
    }

    /// Compares a code with received bytes (for example a header's `Data`) in constant time.
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
        lhs.withUnsafeBytes { constantTimeEquals($0, rhs) }
    }

    /// Iterates over the code's bytes, so `Data(code)` and `Array(code)` work as on iOS.
    public func makeIterator() -> Array<UInt8>.Iterator {
        withUnsafeBytes { Array($0).makeIterator() }
    }

    /// The default description; `HashedAuthenticationCode` names its hash function.
    public var description: String {
        "\(Self.self): \(hexString(self))"
    }
}
