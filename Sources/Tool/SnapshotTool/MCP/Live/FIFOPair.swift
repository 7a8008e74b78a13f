import Foundation
import SnapshotCore

/// The two named pipes of the live-screen protocol, seen from the server: it reads
/// `replies` and writes `requests`. Every wait also watches the test process, so a
/// process that ends (or never reaches the live assertion) is an answer, not a hang.
final class FIFOPair {
    let folder: String
    var requestsPath: String { FilePath.join(folder, "requests") }
    var repliesPath: String { FilePath.join(folder, "replies") }

    private var replies: Int32 = -1
    private var requests: Int32 = -1
    private var buffer: [UInt8] = []

    init() throws(ToolError) {
        folder = FilePath.join(NSTemporaryDirectory(), "snapshots-live-\(getpid())-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .environment("cannot create \(folder): \(error.localizedDescription). Set TMPDIR to a writable folder.")
        }
        guard mkfifo(requestsPath, 0o600) == 0, mkfifo(repliesPath, 0o600) == 0 else {
            throw .environment("cannot make the named pipes in \(folder): \(String(cString: strerror(errno))).")
        }
        // Open now, without waiting for a writer: the test process's open for writing
        // then returns at once, whenever it comes.
        replies = open(repliesPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard replies >= 0 else {
            throw .environment("cannot open \(repliesPath): \(String(cString: strerror(errno))).")
        }
    }

    deinit {
        closeBoth()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Ends the conversation: end of file on `requests` for the test process.
    func closeBoth() {
        if requests >= 0 { close(requests) }
        if replies >= 0 { close(replies) }
        requests = -1
        replies = -1
    }

    /// What reading a line came to.
    enum Reading: Equatable {
        case line(String)
        /// The test process closed `replies`, or ended, without another line.
        case ended
        case timedOut
    }

    /// One line from `replies`, waiting while `isAlive` says the process runs; the
    /// first also opens `requests` as soon as the process opens it, in whichever order
    /// the process opens the two.
    func readLine(timeout: TimeInterval, isAlive: () -> Bool) -> Reading {
        let deadline = Date().addingTimeInterval(timeout)
        var writerSeen = false
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            if requests < 0 { tryOpenRequests() }
            var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 50)
            if ready > 0 {
                var chunk = [UInt8](repeating: 0, count: 65536)
                let count = read(replies, &chunk, chunk.count)
                if count > 0 {
                    writerSeen = true
                    buffer += chunk[..<count]
                    continue
                }
                // End of file: the writer closed. (Before any writer came, a nonblocking
                // FIFO also reads 0, so only a process that ended settles it.)
                if count == 0, writerSeen || (descriptor.revents & Int16(POLLHUP)) != 0 {
                    return .ended
                }
            }
            if !isAlive() {
                // Whatever it wrote before it ended is still in the pipe.
                var chunk = [UInt8](repeating: 0, count: 65536)
                while true {
                    let count = read(replies, &chunk, chunk.count)
                    if count <= 0 { break }
                    buffer += chunk[..<count]
                }
                if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[..<newline], as: UTF8.self)
                    buffer.removeSubrange(...newline)
                    return .line(line)
                }
                return .ended
            }
            if Date() > deadline { return .timedOut }
            if ready == 0 || ready < 0 { continue }
            // Readable with nothing to read and no hang-up: no writer yet.
            usleep(20_000)
        }
    }

    /// Opens `requests` for writing once the test process has opened it for reading.
    /// False when the process ended first.
    func openRequests(timeout: TimeInterval, isAlive: () -> Bool) -> Bool {
        if requests >= 0 { return true }
        let deadline = Date().addingTimeInterval(timeout)
        while isAlive(), Date() < deadline {
            if tryOpenRequests() { return true }
            usleep(10_000)
        }
        return false
    }

    /// Opens `requests` for writing if the process has it open for reading (or is
    /// waiting in its `open`, which counts); never waits.
    @discardableResult
    private func tryOpenRequests() -> Bool {
        if requests >= 0 { return true }
        let descriptor = open(requestsPath, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        // Writes block from now on: a request is small and read at once.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        requests = descriptor
        return true
    }

    /// Writes one request line. False when the reader is gone.
    func send(_ line: String) -> Bool {
        guard requests >= 0 else { return false }
        let bytes = Array((line + "\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(requests, $0.baseAddress, $0.count) }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }
}
