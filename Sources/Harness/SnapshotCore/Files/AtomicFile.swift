import Foundation

/// Writes that a killed process cannot leave half done: the bytes go to a temporary
/// file in the same folder, which is then renamed over the target. A reader, or the
/// next run, sees the old file or the new one, never a truncated one.
public enum AtomicFile {
    private static let sequence = Locked(0)

    public static func write(_ text: String, to path: String) throws(SnapshotError) {
        try write(Array(text.utf8), to: path)
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        let directory = FilePath.directory(of: path)
        let number = sequence.withLock { value in
            value += 1
            return value
        }
        let temporary = FilePath.join(directory, ".\(FilePath.lastComponent(of: path)).tmp-\(getpid())-\(number)")

        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == ENOENT {
            try createDirectories(directory, for: path)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            throw .cannotWrite(path: path, reason: Errno.describe(errno))
        }

        let failure = bytes.withUnsafeBytes { Posix.writeAll(descriptor, $0) }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: Errno.describe(failure))
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            if code == EISDIR { throw .referenceIsDirectory(path: path) }
            throw .cannotWrite(path: path, reason: Errno.describe(code))
        }
    }

    /// Removes a file if it is there. Returns whether it was.
    @discardableResult
    public static func remove(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// `mkdir -p`, reporting the first folder that cannot be made.
    public static func createDirectories(_ directory: String, for path: String) throws(SnapshotError) {
        var current = ""
        for component in directory.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 {
                let code = errno
                if code == EEXIST { continue }
                throw .cannotWrite(path: path, reason: "cannot create folder \(current): \(Errno.describe(code))")
            }
        }
    }
}
