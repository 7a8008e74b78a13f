#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX calls whose names clash with methods of the harness's own types.
enum Posix {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// Reads until the end of the file or until `buffer` is full, going on after a
    /// partial read or an interruption.
    /// - Returns: how many bytes were read, and nil or the errno of the read that failed.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> (count: Int, error: Int32?) {
        var count = 0
        while count < buffer.count {
            let received = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if received == 0 { break }
            if received < 0 {
                if errno == EINTR { continue }
                return (count, errno)
            }
            count += received
        }
        return (count, nil)
    }

    /// The same, into an array made at `capacity`: no zeroing, no trimming.
    static func read(_ descriptor: Int32, upTo capacity: Int) -> (bytes: [UInt8], error: Int32?) {
        var error: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            (count, error) = read(descriptor, into: UnsafeMutableRawBufferPointer(buffer))
        }
        return (bytes, error)
    }

    /// Writes all of `bytes`, going on after a partial write or an interruption.
    /// - Returns: nil, or the errno of the write that failed.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #else
            let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
