import Foundation

/// A GIF's frames and loop count, read from its blocks without decoding any pixels.
struct GIFFrames {
    struct Frame: Sendable {
        /// Seconds the frame shows for, as its graphic control extension gives it (0 if none).
        let delay: Double
    }

    let frames: [Frame]
    /// The NETSCAPE2.0 extension's loop count (0 is forever); nil when the file has none.
    let loopCount: Int?

    /// Nil when the bytes are not a GIF or its blocks run past the end.
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 13, Array(bytes[0..<4]) == Array("GIF8".utf8) else { return nil }
        var index = 13
        if bytes[10] & 0x80 != 0 { index += 3 << (Int(bytes[10] & 0x07) + 1) }
        var frames: [Frame] = [], loopCount: Int?, pendingDelay: Double?

        /// Skips data sub-blocks (length-prefixed, ended by a zero length).
        func skipSubBlocks() -> Bool {
            while index < bytes.count {
                let length = Int(bytes[index])
                index += 1 + length
                if length == 0 { return true }
            }
            return false
        }

        while index < bytes.count {
            switch bytes[index] {
            case 0x3B:
                self.frames = frames
                self.loopCount = loopCount
                return
            case 0x21:
                guard index + 2 < bytes.count else { return nil }
                let label = bytes[index + 1]
                if label == 0xF9, index + 7 < bytes.count {
                    pendingDelay = Double(Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8) / 100
                } else if label == 0xFF, index + 18 < bytes.count,
                          Array(bytes[index + 3..<index + 14]) == Array("NETSCAPE2.0".utf8) {
                    loopCount = Int(bytes[index + 16]) | Int(bytes[index + 17]) << 8
                }
                index += 2
                guard skipSubBlocks() else { return nil }
            case 0x2C:
                guard index + 10 <= bytes.count else { return nil }
                let packed = bytes[index + 9]
                index += 10
                if packed & 0x80 != 0 { index += 3 << (Int(packed & 0x07) + 1) }
                index += 1
                guard skipSubBlocks() else { return nil }
                frames.append(Frame(delay: pendingDelay ?? 0))
                pendingDelay = nil
            default:
                return nil
            }
        }
        // A file cut before its trailer keeps the frames read so far, as browsers show them.
        self.frames = frames
        self.loopCount = loopCount
    }
}
