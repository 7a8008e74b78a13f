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
        let capacity = max(Int(status.st_size), 0) + 1
        var bytes = [UInt8](repeating: 0, count: capacity)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let received = bytes.withUnsafeMutableBytes { buffer in
                Posix.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if received < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EISDIR { throw .referenceIsDirectory(path: path) }
                throw .referenceUnreadable(path: path, reason: Errno.describe(code))
            }
            if received == 0 { break }
            count += received
        }
        bytes.removeSubrange(count...)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw .referenceHasByteOrderMark(path: path)
        }
        if validatingUTF8 { try validate(bytes, path: path) }
        return .text(bytes)
    }

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
