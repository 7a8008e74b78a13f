/// The one normalization applied before comparing: every line ending becomes `\n`
/// (CRLF and lone CR included) and the text ends with exactly one `\n`. Nothing else:
/// comparison is by bytes, so Unicode that merely looks the same does not match.
public enum TextNormalization {
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    public static func normalize(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1)
        if bytes.contains(carriageReturn) {
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
        } else {
            output.append(contentsOf: bytes)
        }
        while output.last == lineFeed { output.removeLast() }
        output.append(lineFeed)
        return output
    }

    public static func normalize(_ text: String) -> String {
        String(decoding: normalize(Array(text.utf8)), as: UTF8.self)
    }
}
