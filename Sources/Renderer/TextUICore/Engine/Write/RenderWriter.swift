import RenderFormat
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

    // The small appends are always inlined: the semantics make thousands of them.

    /// Room for `extra` more bytes; returns where they go.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity { grow(to: count + extra) }
        return start + count
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let grown = max(capacity * 2, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }

    mutating func append(_ text: String) {
        // In place when the string has its bytes in memory; small strings are copied.
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) != nil { return }
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

    /// A laid-out line, cluster by cluster.
    mutating func append(_ line: TextLine) {
        for cluster in line.clusters { append(scalar: cluster.code) }
    }

    @inline(__always)
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

    /// A whole number in decimal, without making a string of it first.
    mutating func append(_ value: Int) {
        if value < 0 { append(byte: UInt8(ascii: "-")) }
        var rest = value.magnitude
        // 20 digits hold any 64-bit magnitude; written from the end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var first = 20
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            append(bytes: UnsafeBufferPointer(rebasing: digits[first...]))
        }
    }

    @inline(__always)
    mutating func newline() {
        append(byte: UInt8(ascii: "\n"))
    }

    /// The bytes as a string. They are valid UTF-8 by construction: whole strings and
    /// whole encoded scalars, never part of one. So they are not validated again, a
    /// second pass over every byte; debug builds (the tests) still check.
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

extension RenderWriter {
    /// Writes `text` quoted and escaped, as the semantics syntax (`SemanticsSyntax`) says.
    mutating func appendQuoted(_ text: String) {
        append(byte: 0x22)
        defer { append(byte: 0x22) }
        // Most texts have nothing to escape, "…", accents and ideographs included: they
        // are copied in one piece.
        var text = text
        let isPlain = text.withUTF8 { bytes in
            guard SemanticsSyntax.needsNoEscape(utf8: bytes) else { return false }
            append(bytes: bytes)
            return true
        }
        if !isPlain { append(SemanticsSyntax.escapedBody(text)) }
    }
}
