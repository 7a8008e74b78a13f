import Foundation

/// Writes pixels as a PNG: the signature, an IHDR chunk (8-bit RGBA, no interlace), the
/// image data as zlib stored blocks (no compression: what matters is that any reader
/// reads it, and that the same pixels always give the same bytes), and IEND.
package enum PNGEncoder {
    /// A PNG of `width` × `height` pixels, `rgba` holding them row by row, unpremultiplied.
    package static func encode(width: Int, height: Int, rgba: [UInt8]) -> Data {
        precondition(rgba.count == width * height * 4, "PNGEncoder needs 4 bytes a pixel")
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var png = Data(signature)
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        let format: [UInt8] = [8, 6, 0, 0, 0] // depth 8, RGBA, deflate, adaptive filters, no interlace
        header.append(contentsOf: format)
        png.appendChunk("IHDR", header)
        // Each row starts with its filter type: 0, none.
        var raw = [UInt8]()
        raw.reserveCapacity(height * (width * 4 + 1))
        let rowLength = width * 4
        for row in 0..<height {
            let start = row * rowLength
            raw.append(0)
            raw.append(contentsOf: rgba[start..<start + rowLength])
        }
        png.appendChunk("IDAT", zlibStored(raw))
        png.appendChunk("IEND", Data())
        return png
    }

    /// A zlib stream of stored (uncompressed) deflate blocks of at most 65,535 bytes.
    package static func zlibStored(_ bytes: [UInt8]) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let isLast = offset + length >= bytes.count
            out.append(isLast ? 1 : 0)
            out.append(UInt8(length & 0xFF))
            out.append(UInt8(length >> 8))
            out.append(UInt8(~length & 0xFF))
            out.append(UInt8((~length >> 8) & 0xFF))
            out.append(contentsOf: bytes[offset..<(offset + length)])
            offset += length
        } while offset < bytes.count
        out.appendBigEndian(adler32(bytes))
        return out
    }

    /// The zlib checksum: two running sums modulo 65,521.
    package static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// The CRC-32 PNG chunks carry (polynomial 0xEDB88320, reflected).
    package static func crc32<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}

extension Data {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        let bytes: [UInt8] = [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        append(contentsOf: bytes)
    }

    /// Length, type, data, and the CRC of type and data.
    fileprivate mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let typed = Data(type.utf8) + data
        append(typed)
        appendBigEndian(PNGEncoder.crc32(typed))
    }
}
