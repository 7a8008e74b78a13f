import Foundation

/// Reads the PNGs the package writes (8-bit RGBA, stored deflate blocks, filter 0), and
/// fails on a wrong signature, CRC or checksum: a test's own reader, sharing no code with
/// the encoder.
public struct PNGReader {
    public struct Failure: Error { public let reason: String }

    public let width: Int
    public let height: Int
    /// Red, green, blue and alpha bytes, row by row.
    public let rgba: [UInt8]

    public init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw Failure(reason: "signature") }
        func word(_ at: Int) -> Int { (at..<at + 4).reduce(0) { $0 << 8 | Int(bytes[$1]) } }
        var index = 8, width = 0, height = 0, idat: [UInt8] = []
        while index < bytes.count {
            let length = word(index)
            let type = String(decoding: bytes[(index + 4)..<(index + 8)], as: UTF8.self)
            let body = Array(bytes[(index + 8)..<(index + 8 + length)])
            guard UInt32(word(index + 8 + length)) == Self.crc32(bytes[(index + 4)..<(index + 8 + length)]) else { throw Failure(reason: "CRC of \(type)") }
            switch type {
            case "IHDR":
                width = (0..<4).reduce(0) { $0 << 8 | Int(body[$1]) }
                height = (4..<8).reduce(0) { $0 << 8 | Int(body[$1]) }
                guard Array(body[8...]) == [8, 6, 0, 0, 0] else { throw Failure(reason: "header") }
            case "IDAT": idat += body
            default: break
            }
            index += 12 + length
        }
        // zlib: header, stored blocks, Adler-32.
        var raw: [UInt8] = [], at = 2, last = false
        while !last {
            last = idat[at] & 1 == 1
            guard idat[at] >> 1 == 0 else { throw Failure(reason: "not a stored block") }
            let length = Int(idat[at + 1]) | Int(idat[at + 2]) << 8
            guard length ^ 0xFFFF == Int(idat[at + 3]) | Int(idat[at + 4]) << 8 else { throw Failure(reason: "block length") }
            raw += idat[(at + 5)..<(at + 5 + length)]
            at += 5 + length
        }
        let adler = UInt32(idat[at]) << 24 | UInt32(idat[at + 1]) << 16 | UInt32(idat[at + 2]) << 8 | UInt32(idat[at + 3])
        guard adler == Self.adler32(raw) else { throw Failure(reason: "Adler-32") }
        var rgba: [UInt8] = []
        for row in 0..<height {
            let start = row * (width * 4 + 1)
            guard raw[start] == 0 else { throw Failure(reason: "filter") }
            rgba += raw[(start + 1)..<(start + 1 + width * 4)]
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    static func crc32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return b << 16 | a
    }
}
