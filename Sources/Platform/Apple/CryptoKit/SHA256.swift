import Foundation

/// SHA-256 (FIPS 180-4 §6.2): the hash most APIs and file formats expect.
public struct SHA256: HashFunction, Sendable {
    /// SHA-256 compresses 512-bit blocks.
    public static let blockByteCount: Int = 64
    /// A SHA-256 digest is 256 bits.
    public static let byteCount: Int = 32
    /// The digest type `finalize()` and `hash(data:)` return.
    public typealias Digest = SHA256Digest

    private var hasher = BlockHasher(SHA256Compression())

    /// Starts an empty hash, for data that arrives in pieces.
    public init() {}

    /// Adds the next piece of the message.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        hasher.update(bufferPointer)
    }

    /// The digest of everything added so far.
    public func finalize() -> SHA256Digest {
        SHA256Digest(bytes: hasher.finalize())
    }
}

/// A SHA-256 digest: 32 bytes.
public struct SHA256Digest: Digest {
    let bytes: [UInt8]

    /// The number of bytes in a SHA-256 digest.
    public static var byteCount: Int { 32 }

    /// Reads the digest's bytes without copying them.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    /// "SHA256 digest: <hex>", as Apple's prints it.
    public var description: String { "SHA256 digest: \(hexString(bytes))" }

    /// Feeds the bytes to a `Hasher`, for sets and dictionary keys.
    public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

/// SHA-256's chaining state and compression function (FIPS 180-4 §6.2.2); SHA-224 would
/// differ only in its initial value and truncation.
struct SHA256Compression: BlockCompression {
    static let blockByteCount = 64
    static let lengthByteCount = 8
    static let isLittleEndian = false

    /// H(0), FIPS 180-4 §5.3.3: the first 32 bits of the fractional parts of the square
    /// roots of the first eight primes.
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
        0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

    var stateBytes: [UInt8] {
        var bytes: [UInt8] = []
        for word in state { bytes.appendBigEndian(word) }
        return bytes
    }

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                w[t] = block.bigEndianWord(t)
            }
            for t in 16..<64 {
                let s0 = w[t - 15].rotatedRight(by: 7) ^ w[t - 15].rotatedRight(by: 18) ^ (w[t - 15] >> 3)
                let s1 = w[t - 2].rotatedRight(by: 17) ^ w[t - 2].rotatedRight(by: 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var a = state[0], b = state[1], c = state[2], d = state[3]
            var e = state[4], f = state[5], g = state[6], h = state[7]
            for t in 0..<64 {
                let sigma1 = e.rotatedRight(by: 6) ^ e.rotatedRight(by: 11) ^ e.rotatedRight(by: 25)
                let choose = (e & f) ^ (~e & g)
                let t1 = h &+ sigma1 &+ choose &+ sha256RoundConstants[t] &+ w[t]
                let sigma0 = a.rotatedRight(by: 2) ^ a.rotatedRight(by: 13) ^ a.rotatedRight(by: 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let t2 = sigma0 &+ majority
                h = g; g = f; f = e; e = d &+ t1
                d = c; c = b; b = a; a = t1 &+ t2
            }
            state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
            state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
        }
    }
}

/// K, FIPS 180-4 §4.2.2: the first 32 bits of the fractional parts of the cube roots of
/// the first sixty-four primes.
private let sha256RoundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
]
