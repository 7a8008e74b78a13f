import Foundation

/// Splits text into lines the way every diff tool counts them: on "\n", with a final
/// newline ending the last line rather than starting an empty one.
public enum TextLines {
    /// Works on UTF-8 bytes: splitting by `Character` walks grapheme clusters, which
    /// costs milliseconds on a long render full of box-drawing characters.
    public static func split(_ text: String) -> [Substring] {
        guard !text.isEmpty else { return [] }
        let utf8 = text.utf8
        // Newline offsets found in the contiguous bytes (every native string has them);
        // indices are then made by offset, which is constant-time for UTF-8 strings.
        // Found by `memchr`: a byte loop ran as unoptimized generic code in a debug
        // build, nearly all of a diff's time there.
        let offsets: [Int]? = utf8.withContiguousStorageIfAvailable { bytes in
            var offsets: [Int] = []
            offsets.reserveCapacity(bytes.count / 40 + 1)
            guard let base = bytes.baseAddress else { return offsets }
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
                let newline = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                offsets.append(newline)
                offset = newline + 1
            }
            return offsets
        }
        guard let offsets else { return splitSlowly(text) }
        var lines: [Substring] = []
        lines.reserveCapacity(offsets.count + 1)
        var lineStart = utf8.startIndex
        var startOffset = 0
        for offset in offsets {
            let end = utf8.index(lineStart, offsetBy: offset - startOffset)
            lines.append(text[lineStart..<end])
            lineStart = utf8.index(after: end)
            startOffset = offset + 1
        }
        if lineStart != utf8.endIndex {
            lines.append(text[lineStart...])
        }
        return lines
    }

    /// For strings without contiguous UTF-8 (bridged ones).
    private static func splitSlowly(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        var lines: [Substring] = []
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(text[lineStart..<index])
                lineStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if lineStart != utf8.endIndex {
            lines.append(text[lineStart...])
        }
        return lines
    }
}
