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

    mutating func append(scalar value: UInt32) {
        TextCluster.appendUTF8(value, to: &bytes)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(spaces count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
