/// The bytes of a render, written once: rows straight from the canvas cells, semantics
/// lines straight from the nodes. Building every line as a `String` and joining them
/// again cost more than laying the screen out.
struct RenderWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }

    mutating func append(scalar value: UInt32) {
        TextCluster.appendUTF8(value, to: &bytes)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(spaces count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Lets `body` write up to `maxCount` bytes straight into the buffer and keeps the
    /// count it returns. The framed screen is most of a render's bytes; appending them
    /// one at a time checked the array's capacity and uniqueness for every byte.
    mutating func appendBytes(upTo maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: maxCount))
        let written = bytes.withUnsafeMutableBufferPointer { buffer in
            body(buffer.baseAddress! + start)
        }
        precondition(written <= maxCount, "wrote past the bytes it reserved")
        bytes.removeLast(maxCount - written)
    }

    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
