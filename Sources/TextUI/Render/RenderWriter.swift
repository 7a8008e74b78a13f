/// The bytes of a render, written once: rows straight from the canvas cells, semantics
/// lines straight from the nodes. Building every line as a `String` and joining them
/// again cost more than laying the screen out.
///
/// It owns a plain buffer rather than an `[UInt8]`: a render is thousands of small
/// appends, and each append to an array checked its uniqueness and capacity through
/// generic code. Not copyable, so the buffer has one owner and is freed once.
struct RenderWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// Room for `extra` more bytes; returns where they go.
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity {
            let grown = max(capacity * 2, count + extra)
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            moved.update(from: start, count: count)
            start.deallocate()
            start = moved
            capacity = grown
        }
        return start + count
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(scalar value: UInt32) {
        if value >= ClusterTable.base {
            append(String(ClusterTable.shared.character(for: value)))
            return
        }
        count += TextCluster.encodeUTF8(value, at: reserve(4))
    }

    mutating func append(byte: UInt8) {
        reserve(1).pointee = byte
        count += 1
    }

    mutating func append(spaces spaceCount: Int) {
        guard spaceCount > 0 else { return }
        reserve(spaceCount).update(repeating: UInt8(ascii: " "), count: spaceCount)
        count += spaceCount
    }

    /// Lets `body` write up to `maxCount` bytes straight into the buffer and keeps the
    /// count it returns. The framed screen is most of a render's bytes.
    mutating func appendBytes(upTo maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        let written = body(reserve(maxCount))
        precondition(written <= maxCount, "wrote past the bytes it reserved")
        count += written
    }

    mutating func newline() {
        append(byte: UInt8(ascii: "\n"))
    }

    /// The bytes as a string. They are valid UTF-8 by construction: whole strings and
    /// whole encoded scalars, never part of one. So they are not validated again, which
    /// cost 6 % of a render; debug builds (the tests) still check.
    var text: String {
        let bytes = UnsafeBufferPointer(start: start, count: count)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            assert(String(validating: bytes, as: UTF8.self) != nil, "a render wrote bytes that are not UTF-8")
            return String(copying: unsafe UTF8Span(unchecked: bytes.span))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text, with the buffer freed at once.
    consuming func finish() -> String {
        text
    }
}
