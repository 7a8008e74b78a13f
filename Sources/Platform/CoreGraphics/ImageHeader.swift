import Foundation

/// The pixel size an image file declares in its header: what a placeholder needs,
/// read without decoding. PNG, JPEG and GIF, the formats apps bundle and tests load.
package struct ImageHeader: Equatable {
    package enum Format: Sendable {
        case png
        case jpeg
        case gif
    }

    package let format: Format
    package let width: Int
    package let height: Int

    package init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Nil when the bytes are none of the three formats, or their header is cut short.
    package init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard let header = Self.png(bytes) ?? Self.gif(bytes) ?? Self.jpeg(bytes),
              header.width > 0, header.height > 0 else { return nil }
        self = header
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, count: Int) -> Int {
        (at..<at + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }

    /// The signature, then the IHDR chunk: width and height as 4-byte big-endian.
    private static func png(_ bytes: [UInt8]) -> ImageHeader? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return ImageHeader(format: .png, width: bigEndian(bytes, 16, count: 4), height: bigEndian(bytes, 20, count: 4))
    }

    /// `GIF87a` or `GIF89a`, then width and height as 2-byte little-endian.
    private static func gif(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 10, Array(bytes[0..<4]) == Array("GIF8".utf8) else { return nil }
        return ImageHeader(format: .gif, width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
    }

    /// Segments from the start-of-image marker to the first start-of-frame, whose
    /// height and width follow its length and precision.
    private static func jpeg(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isStartOfFrame {
                return ImageHeader(format: .jpeg, width: bigEndian(bytes, index + 7, count: 2), height: bigEndian(bytes, index + 5, count: 2))
            }
            index += 2 + bigEndian(bytes, index + 2, count: 2)
        }
        return nil
    }
}
