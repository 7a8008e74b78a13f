/// The part of a Merkle–Damgård hash that differs between MD5, SHA-1 and SHA-2: the
/// chaining state and the function that folds one block into it.
protocol BlockCompression: Sendable {
    /// Bytes per block: 64 for MD5, SHA-1 and SHA-256, 128 for SHA-384 and SHA-512.
    static var blockByteCount: Int { get }
    /// Bytes of the message-length field that ends the padding: 8, or 16 for SHA-384/512.
    static var lengthByteCount: Int { get }
    /// MD5 writes its length and state little-endian; the SHA family big-endian.
    static var isLittleEndian: Bool { get }

    /// Folds one block of exactly `blockByteCount` bytes into the state.
    mutating func compress(_ block: UnsafeRawBufferPointer)
    /// The state, serialized in the algorithm's byte order (before any truncation).
    var stateBytes: [UInt8] { get }
}

/// Splits a message into blocks for a `BlockCompression`, holding back a partial block
/// between updates, and appends the padding the specifications define (FIPS 180-4 §5.1,
/// RFC 1321 §3.1–3.2): a 1 bit, zeros, then the message length in bits.
struct BlockHasher<Compression: BlockCompression>: Sendable {
    private var compression: Compression
    /// Bytes received but not yet compressed; always fewer than a block.
    private var pending: [UInt8] = []
    /// The message length so far, in bytes.
    private var messageByteCount: UInt64 = 0

    init(_ compression: Compression) {
        self.compression = compression
        pending.reserveCapacity(Compression.blockByteCount)
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        let blockByteCount = Compression.blockByteCount
        messageByteCount &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let taken = min(blockByteCount - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<taken])
            offset = taken
            guard pending.count == blockByteCount else { return }
            pending.withUnsafeBytes { compression.compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - offset >= blockByteCount {
            compression.compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + blockByteCount]))
            offset += blockByteCount
        }
        pending.append(contentsOf: bytes[offset...])
    }

    /// The state after padding; `self` is untouched, so hashing can continue from it.
    func finalize() -> [UInt8] {
        var padded = self
        let padding = Self.padding(forMessageByteCount: messageByteCount)
        padding.withUnsafeBytes { padded.update($0) }
        return padded.compression.stateBytes
    }

    private static func padding(forMessageByteCount count: UInt64) -> [UInt8] {
        let blockByteCount = Compression.blockByteCount
        let lengthByteCount = Compression.lengthByteCount
        let used = Int(count % UInt64(blockByteCount))
        let room = blockByteCount - lengthByteCount
        let zeroCount = (room - used - 1 + blockByteCount) % blockByteCount
        var padding: [UInt8] = [0x80]
        padding.append(contentsOf: repeatElement(0, count: zeroCount))
        let lowBits = count << 3
        let highBits = count >> 61
        if Compression.isLittleEndian {
            padding.appendLittleEndian(lowBits)
        } else {
            if lengthByteCount == 16 {
                padding.appendBigEndian(highBits)
            }
            padding.appendBigEndian(lowBits)
        }
        return padding
    }
}

extension UnsafeRawBufferPointer {
    /// The big-endian word at `index` (counted in words), as FIPS 180-4 reads message blocks.
    func bigEndianWord<Word: FixedWidthInteger>(_ index: Int, as: Word.Type = Word.self) -> Word {
        Word(bigEndian: loadUnaligned(fromByteOffset: index * MemoryLayout<Word>.size, as: Word.self))
    }

    /// The little-endian word at `index` (counted in words), as RFC 1321 reads message blocks.
    func littleEndianWord<Word: FixedWidthInteger>(_ index: Int, as: Word.Type = Word.self) -> Word {
        Word(littleEndian: loadUnaligned(fromByteOffset: index * MemoryLayout<Word>.size, as: Word.self))
    }
}

extension Array<UInt8> {
    mutating func appendBigEndian<Word: FixedWidthInteger>(_ word: Word) {
        Swift.withUnsafeBytes(of: word.bigEndian) { append(contentsOf: $0) }
    }

    mutating func appendLittleEndian<Word: FixedWidthInteger>(_ word: Word) {
        Swift.withUnsafeBytes(of: word.littleEndian) { append(contentsOf: $0) }
    }
}

extension FixedWidthInteger where Self: UnsignedInteger {
    /// Circular left shift (FIPS 180-4 ROTL, RFC 1321's `<<<`).
    func rotatedLeft(by count: Int) -> Self {
        (self << count) | (self >> (Self.bitWidth - count))
    }

    /// Circular right shift (FIPS 180-4 ROTR).
    func rotatedRight(by count: Int) -> Self {
        (self >> count) | (self << (Self.bitWidth - count))
    }
}
