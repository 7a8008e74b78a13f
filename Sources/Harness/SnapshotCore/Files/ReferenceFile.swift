import Foundation

/// Reads a reference and checks that it is text a snapshot could have written.
public enum ReferenceFile {
    public enum Contents: Equatable, Sendable {
        case missing
        /// The raw bytes, checked to have no byte order mark, and to be UTF-8 unless
        /// read with `validatingUTF8: false`.
        case text([UInt8])
    }

    /// The reference at `path`. A caller that compares it with a render first may skip
    /// the UTF-8 check: bytes equal to a string's are UTF-8, and only a mismatch needs
    /// `validate(_:path:)` to tell a bad file from a changed one.
    public static func read(_ path: String, validatingUTF8: Bool = true) throws(SnapshotError) -> Contents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .missing }
            throw .referenceUnreadable(path: path, reason: Errno.describe(code))
        }
        defer { close(descriptor) }

        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw .referenceIsDirectory(path: path)
        }
        // Read into an array of the size `fstat` gave, one byte over: a read that fills
        // it finds a file that grew since, whose rest is read in chunks.
        let capacity = max(Int(status.st_size), 0) + 1
        var (bytes, failure) = Posix.read(descriptor, upTo: capacity)
        var filled = bytes.count == capacity
        while failure == nil, filled {
            let chunkSize = 1 << 16
            let (more, error) = Posix.read(descriptor, upTo: chunkSize)
            bytes += more
            (failure, filled) = (error, more.count == chunkSize)
        }
        if let failure {
            if failure == EISDIR { throw .referenceIsDirectory(path: path) }
            throw .referenceUnreadable(path: path, reason: Errno.describe(failure))
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw .referenceHasByteOrderMark(path: path)
        }
        if validatingUTF8 { try validate(bytes, path: path) }
        return .text(bytes)
    }

    /// Hands the bytes of the reference at `path` to `body`, read into a scratch buffer;
    /// nil when there is no such file, or it is not one `body` should compare (larger than
    /// the buffer, unreadable, a folder, with a byte order mark): `read` then tells which.
    /// A matching assertion, nearly every one, only compares: no array is made for it and
    /// its size is not asked.
    public static func withBytes<Result>(of path: String, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: scratchSize, alignment: 1)
        defer { buffer.deallocate() }
        // One read: a regular file's read comes back short only at its end (POSIX leaves
        // room for more, the file systems of Linux and Darwin do not take it), so a
        // reference smaller than the buffer is whole after it, and the read that would
        // find the end, a system call on every verify, is not made. A folder fails it
        // (EISDIR); a file that fills the buffer is left to `read`, which reads on.
        var count: Int
        repeat {
            count = Posix.read(descriptor, buffer.baseAddress!, scratchSize)
        } while count < 0 && errno == EINTR
        guard count >= 0, count < scratchSize else { return nil }
        let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: count)
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return nil }
        return body(bytes)
    }

    /// Larger than any screen's render; a larger reference is read the slower way.
    static let scratchSize = 1 << 16

    /// Throws when `bytes` are not UTF-8, naming the offset of the first bad byte.
    public static func validate(_ bytes: [UInt8], path: String) throws(SnapshotError) {
        // The standard library's validation runs optimized in every build; the loop
        // below, slow in a debug build, only looks for where a bad file goes wrong.
        if bytes.withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) }) != nil { return }
        if let offset = firstInvalidUTF8Offset(bytes) {
            throw .referenceIsNotUTF8(path: path, byteOffset: offset)
        }
    }

    /// Offset of the first byte that does not begin a valid UTF-8 sequence (overlong
    /// forms, surrogates and values past U+10FFFF are invalid too).
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            let minimum: UInt32
            switch lead {
            case 0xC0...0xDF: (length, scalar, minimum) = (2, UInt32(lead & 0x1F), 0x80)
            case 0xE0...0xEF: (length, scalar, minimum) = (3, UInt32(lead & 0x0F), 0x800)
            case 0xF0...0xF7: (length, scalar, minimum) = (4, UInt32(lead & 0x07), 0x10000)
            default: return index
            }
            guard index + length <= count else { return index }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                return index
            }
            index += length
        }
        return nil
    }
}
