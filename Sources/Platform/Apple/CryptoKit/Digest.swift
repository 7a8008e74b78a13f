import Foundation

/// A hash function's output, as CryptoKit declares it: bytes you can iterate, copy into
/// `Data` or `Array`, compare in constant time and print as hex.
public protocol Digest: Hashable, Sendable, ContiguousBytes, CustomStringConvertible, Sequence where Element == UInt8 {
    /// The digest's size, fixed by its hash function.
    static var byteCount: Int { get }
}

extension Digest {
    /// Iterates over the digest's bytes, so `Array(digest)`, `Data(digest)` and
    /// `digest.map { String(format: "%02x", $0) }` work as on iOS.
    public func makeIterator() -> Array<UInt8>.Iterator {
        withUnsafeBytes { Array($0).makeIterator() }
    }

    /// Compares two digests in constant time, so timing reveals nothing of where they differ.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        constantTimeEquals(bytesOf: lhs, rhs)
    }

    /// Compares a digest with expected bytes (for example a stored `Data`) in constant time.
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
        lhs.withUnsafeBytes { constantTimeEquals($0, rhs) }
    }

    /// The default description; each concrete digest names its algorithm as Apple's does.
    public var description: String {
        "\(Self.self): \(hexString(self))"
    }
}
