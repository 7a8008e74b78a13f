import Foundation

/// The length of a `SymmetricKey`; the standard sizes are the AES key lengths.
public struct SymmetricKeySize: Sendable {
    /// The number of bits in the key.
    public let bitCount: Int

    /// 128 bits, AES-128's key size.
    public static var bits128: SymmetricKeySize { SymmetricKeySize(bitCount: 128) }
    /// 192 bits, AES-192's key size.
    public static var bits192: SymmetricKeySize { SymmetricKeySize(bitCount: 192) }
    /// 256 bits, AES-256's key size and the usual choice for HMAC-SHA256.
    public static var bits256: SymmetricKeySize { SymmetricKeySize(bitCount: 256) }

    /// A custom size; it must be a positive whole number of bytes, as on iOS.
    public init(bitCount: Int) {
        precondition(bitCount > 0 && bitCount % 8 == 0, "A key size is a positive multiple of 8 bits")
        self.bitCount = bitCount
    }
}

/// A secret key for HMAC (and, on iOS, for ciphers), compared in constant time.
public struct SymmetricKey: ContiguousBytes, Sendable {
    private let bytes: [UInt8]

    /// Wraps existing key material: `Data`, `[UInt8]` or any other `ContiguousBytes`.
    public init<D: ContiguousBytes>(data: D) {
        bytes = data.withUnsafeBytes { Array($0) }
    }

    /// Generates a new key from the system's cryptographically secure random source.
    public init(size: SymmetricKeySize) {
        var generator = SystemRandomNumberGenerator()
        bytes = (0..<size.bitCount / 8).map { _ in generator.next() as UInt8 }
    }

    /// The number of bits in the key.
    public var bitCount: Int { bytes.count * 8 }

    /// Reads the key's bytes without copying them.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
}

extension SymmetricKey: Equatable {
    /// Compares two keys in constant time.
    public static func == (lhs: SymmetricKey, rhs: SymmetricKey) -> Bool {
        constantTimeEquals(lhs.bytes, rhs.bytes)
    }
}
