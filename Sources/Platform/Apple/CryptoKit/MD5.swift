import Foundation

extension Insecure {
    /// MD5 (RFC 1321), for interoperating with older formats and services (checksums,
    /// ETags, legacy cache keys); collisions are easy to make, so not for security.
    public struct MD5: HashFunction, Sendable {
        /// MD5 compresses 512-bit blocks.
        public static let blockByteCount: Int = 64
        /// An MD5 digest is 128 bits.
        public static let byteCount: Int = 16
        /// The digest type `finalize()` and `hash(data:)` return.
        public typealias Digest = Insecure.MD5Digest

        private var hasher = BlockHasher(MD5Compression())

        /// Starts an empty hash, for data that arrives in pieces.
        public init() {}

        /// Adds the next piece of the message.
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
            hasher.update(bufferPointer)
        }

        /// The digest of everything added so far.
        public func finalize() -> Insecure.MD5Digest {
            MD5Digest(bytes: hasher.finalize())
        }
    }

    /// An MD5 digest: 16 bytes.
    public struct MD5Digest: Digest {
        let bytes: [UInt8]

        /// The number of bytes in an MD5 digest.
        public static var byteCount: Int { 16 }

        /// Reads the digest's bytes without copying them.
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            try bytes.withUnsafeBytes(body)
        }

        /// "MD5 digest: <hex>", as Apple's prints it.
        public var description: String { "MD5 digest: \(hexString(bytes))" }

        /// Feeds the bytes to a `Hasher`, for sets and dictionary keys.
        public func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }
}

/// MD5's chaining state and compression function (RFC 1321 §3.3–3.4). Unlike the SHA
/// family it reads words, writes its state and encodes the length little-endian.
struct MD5Compression: BlockCompression {
    static let blockByteCount = 64
    static let lengthByteCount = 8
    static let isLittleEndian = true

    /// Words A, B, C, D, RFC 1321 §3.3.
    private var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]

    var stateBytes: [UInt8] {
        var bytes: [UInt8] = []
        for word in state { bytes.appendLittleEndian(word) }
        return bytes
    }

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        var a = state[0], b = state[1], c = state[2], d = state[3]
        for i in 0..<64 {
            let f: UInt32
            let g: Int
            switch i {
            case 0..<16: (f, g) = ((b & c) | (~b & d), i)
            case 16..<32: (f, g) = ((b & d) | (c & ~d), (5 * i + 1) % 16)
            case 32..<48: (f, g) = (b ^ c ^ d, (3 * i + 5) % 16)
            default: (f, g) = (c ^ (b | ~d), (7 * i) % 16)
            }
            let rotated = (a &+ f &+ md5SineConstants[i] &+ block.littleEndianWord(g, as: UInt32.self))
                .rotatedLeft(by: md5Shifts[i])
            a = d; d = c; c = b; b = b &+ rotated
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
    }
}

/// The per-step left rotations of RFC 1321 §3.4 (S11…S44), four to a round.
private let md5Shifts: [Int] = [
    7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
    5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
    4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
    6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
]

/// T[1…64], RFC 1321 §3.4: the integer part of 2³² × |sin(i)|, i in radians.
private let md5SineConstants: [UInt32] = [
    0xd76a_a478, 0xe8c7_b756, 0x2420_70db, 0xc1bd_ceee, 0xf57c_0faf, 0x4787_c62a, 0xa830_4613, 0xfd46_9501,
    0x6980_98d8, 0x8b44_f7af, 0xffff_5bb1, 0x895c_d7be, 0x6b90_1122, 0xfd98_7193, 0xa679_438e, 0x49b4_0821,
    0xf61e_2562, 0xc040_b340, 0x265e_5a51, 0xe9b6_c7aa, 0xd62f_105d, 0x0244_1453, 0xd8a1_e681, 0xe7d3_fbc8,
    0x21e1_cde6, 0xc337_07d6, 0xf4d5_0d87, 0x455a_14ed, 0xa9e3_e905, 0xfcef_a3f8, 0x676f_02d9, 0x8d2a_4c8a,
    0xfffa_3942, 0x8771_f681, 0x6d9d_6122, 0xfde5_380c, 0xa4be_ea44, 0x4bde_cfa9, 0xf6bb_4b60, 0xbebf_bc70,
    0x289b_7ec6, 0xeaa1_27fa, 0xd4ef_3085, 0x0488_1d05, 0xd9d4_d039, 0xe6db_99e5, 0x1fa2_7cf8, 0xc4ac_5665,
    0xf429_2244, 0x432a_ff97, 0xab94_23a7, 0xfc93_a039, 0x655b_59c3, 0x8f0c_cc92, 0xffef_f47d, 0x8584_5dd1,
    0x6fa8_7e4f, 0xfe2c_e6e0, 0xa301_4314, 0x4e08_11a1, 0xf753_7e82, 0xbd3a_f235, 0x2ad7_d2bb, 0xeb86_d391,
]
