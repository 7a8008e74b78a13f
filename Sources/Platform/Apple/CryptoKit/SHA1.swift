import Foundation

extension Insecure {
    /// SHA-1 (FIPS 180-4 §6.1), for interoperating with older protocols (Git object names,
    /// WebSocket handshakes, legacy signatures); collisions can be found, so not for security.
    public struct SHA1: HashFunction, Sendable {
        /// SHA-1 compresses 512-bit blocks.
        public static let blockByteCount: Int = 64
        /// A SHA-1 digest is 160 bits.
        public static let byteCount: Int = 20
        /// The digest type `finalize()` and `hash(data:)` return.
        public typealias Digest = Insecure.SHA1Digest

        private var hasher = BlockHasher(SHA1Compression())

        /// Starts an empty hash, for data that arrives in pieces.
        public init() {}

        /// Adds the next piece of the message.
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
            hasher.update(bufferPointer)
        }

        /// The digest of everything added so far.
        public func finalize() -> Insecure.SHA1Digest {
            SHA1Digest(bytes: hasher.finalize())
        }
    }

    /// A SHA-1 digest: 20 bytes.
    public struct SHA1Digest: Digest {
        let bytes: [UInt8]

        /// The number of bytes in a SHA-1 digest.
        public static var byteCount: Int { 20 }

        /// Reads the digest's bytes without copying them.
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            try bytes.withUnsafeBytes(body)
        }

        /// "SHA1 digest: <hex>", as Apple's prints it.
        public var description: String { "SHA1 digest: \(hexString(bytes))" }

        /// Feeds the bytes to a `Hasher`, for sets and dictionary keys.
        public func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }
}

/// SHA-1's chaining state and compression function (FIPS 180-4 §6.1.2).
struct SHA1Compression: BlockCompression {
    static let blockByteCount = 64
    static let lengthByteCount = 8
    static let isLittleEndian = false

    /// H(0), FIPS 180-4 §5.3.1.
    private var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0]

    var stateBytes: [UInt8] {
        var bytes: [UInt8] = []
        for word in state { bytes.appendBigEndian(word) }
        return bytes
    }

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
            for t in 0..<16 {
                w[t] = block.bigEndianWord(t)
            }
            for t in 16..<80 {
                w[t] = (w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotatedLeft(by: 1)
            }
            var a = state[0], b = state[1], c = state[2], d = state[3], e = state[4]
            for t in 0..<80 {
                let f: UInt32
                let k: UInt32
                switch t {
                case 0..<20: (f, k) = ((b & c) ^ (~b & d), 0x5a82_7999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ed9_eba1)
                case 40..<60: (f, k) = ((b & c) ^ (b & d) ^ (c & d), 0x8f1b_bcdc)
                default: (f, k) = (b ^ c ^ d, 0xca62_c1d6)
                }
                let temp = a.rotatedLeft(by: 5) &+ f &+ e &+ k &+ w[t]
                e = d; d = c; c = b.rotatedLeft(by: 30); b = a; a = temp
            }
            state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d; state[4] &+= e
        }
    }
}
