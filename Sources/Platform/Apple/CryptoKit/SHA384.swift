import Foundation

/// SHA-384 (FIPS 180-4 §6.5): SHA-512's compression with its own initial value, truncated
/// to 384 bits; what TLS suites and some signature schemes pair with P-384.
public struct SHA384: HashFunction, Sendable {
    /// SHA-384 compresses 1024-bit blocks, as SHA-512 does.
    public static let blockByteCount: Int = 128
    /// A SHA-384 digest is 384 bits.
    public static let byteCount: Int = 48
    /// The digest type `finalize()` and `hash(data:)` return.
    public typealias Digest = SHA384Digest

    /// H(0), FIPS 180-4 §5.3.4: the first 64 bits of the fractional parts of the square
    /// roots of the ninth through sixteenth primes.
    private static let initialState: [UInt64] = [
        0xcbbb_9d5d_c105_9ed8, 0x629a_292a_367c_d507, 0x9159_015a_3070_dd17, 0x152f_ecd8_f70e_5939,
        0x6733_2667_ffc0_0b31, 0x8eb4_4a87_6858_1511, 0xdb0c_2e0d_64f9_8fa7, 0x47b5_481d_befa_4fa4,
    ]

    private var hasher = BlockHasher(SHA512Compression(initialState: SHA384.initialState))

    /// Starts an empty hash, for data that arrives in pieces.
    public init() {}

    /// Adds the next piece of the message.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer)
    }

    /// The digest of everything added so far: the first six words of the SHA-512 state.
    public func finalize() -> SHA384Digest {
        SHA384Digest(bytes: Array(hasher.finalize().prefix(Self.byteCount)))
    }
}

/// A SHA-384 digest: 48 bytes.
public struct SHA384Digest: Digest {
    let bytes: [UInt8]

    /// The number of bytes in a SHA-384 digest.
    public static var byteCount: Int { 48 }

    /// Reads the digest's bytes without copying them.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    /// "SHA384 digest: <hex>", as Apple's prints it.
    public var description: String { "SHA384 digest: \(hexString(bytes))" }

    /// Feeds the bytes to a `Hasher`, for sets and dictionary keys.
    public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
