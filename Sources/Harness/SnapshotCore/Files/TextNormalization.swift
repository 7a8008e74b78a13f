import Foundation

/// The one normalization applied before comparing: every line ending becomes `\n`
/// (CRLF and lone CR included) and the text ends with exactly one `\n`. Nothing else:
/// comparison is by bytes, so Unicode that merely looks the same does not match.
///
/// Bytes in one piece (a native string's UTF-8, an array) go through C's memory
/// functions: users run tests in debug builds, where a byte loop here ran as generic,
/// unoptimized code and took two thirds of an assertion's time.
public enum TextNormalization {
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    public static func normalize(_ bytes: some Collection<UInt8>) -> [UInt8] {
        if let normalized = bytes.withContiguousStorageIfAvailable({ normalize(UnsafeRawBufferPointer($0)) }) {
            return normalized
        }
        return Array(bytes).withUnsafeBytes(normalize)
    }

    public static func normalize(_ text: String) -> String {
        String(decoding: normalize(text.utf8), as: UTF8.self)
    }

    /// True when the two byte arrays are the same, compared by `memcmp`.
    public static func sameBytes(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        guard first.count == second.count else { return false }
        guard !first.isEmpty else { return true }
        return first.withUnsafeBytes { first in
            second.withUnsafeBytes { second in memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0 }
        }
    }

    /// True when the two texts are the same once normalized, without building either:
    /// equal bytes are (a matching reference, nearly every one, is decided there); with no
    /// carriage return in them, that is the same bytes once their trailing line feeds are
    /// dropped. A text with one is normalized first.
    public static func sameText(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Bool {
        if first.count == second.count, first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0 {
            return true
        }
        if hasCarriageReturn(first) || hasCarriageReturn(second) {
            return sameBytes(normalize(first), normalize(second))
        }
        let length = lengthWithoutTrailingLineFeeds(first)
        guard length == lengthWithoutTrailingLineFeeds(second) else { return false }
        return length == 0 || memcmp(first.baseAddress!, second.baseAddress!, length) == 0
    }

    /// True when `normalize` leaves the text as it is.
    public static func isNormalized(_ bytes: UnsafeRawBufferPointer) -> Bool {
        !hasCarriageReturn(bytes) && lengthWithoutTrailingLineFeeds(bytes) == bytes.count - 1
    }

    private static func hasCarriageReturn(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, Int32(carriageReturn), bytes.count) != nil
    }

    private static func lengthWithoutTrailingLineFeeds(_ bytes: UnsafeRawBufferPointer) -> Int {
        var end = bytes.count
        while end > 0, bytes[end - 1] == lineFeed { end -= 1 }
        return end
    }

    private static func normalize(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return [lineFeed] }
        if memchr(base, Int32(carriageReturn), bytes.count) != nil {
            return normalizeLineEndings(bytes)
        }
        let end = lengthWithoutTrailingLineFeeds(bytes)
        return [UInt8](unsafeUninitializedCapacity: end + 1) { output, initialized in
            if end > 0 { memcpy(output.baseAddress!, base, end) }
            output[end] = lineFeed
            initialized = end + 1
        }
    }

    /// The rare text with carriage returns, byte by byte.
    private static func normalizeLineEndings(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1)
        var previousWasCR = false
        for byte in bytes {
            if byte == carriageReturn {
                output.append(lineFeed)
                previousWasCR = true
            } else {
                if !(byte == lineFeed && previousWasCR) { output.append(byte) }
                previousWasCR = false
            }
        }
        while output.last == lineFeed { output.removeLast() }
        output.append(lineFeed)
        return output
    }
}
