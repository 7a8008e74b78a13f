import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The test side of the live-screen protocol `snapshots mcp` speaks: the folder it made
/// holds two FIFOs, `requests` (one JSON object a line, from the server) and `replies`
/// (one JSON object a line, to it). The harness knows the lines, never the views: a
/// view strategy hosts its view and answers each request through this channel.
///
///     let channel = try LiveChannel(folder: folder)
///     try channel.reply(LiveReply(render: first))
///     while case let .request(request) = channel.next(whileWaiting: pump) { … }
public final class LiveChannel {
    /// What the server sent next.
    public enum Incoming: Equatable, Sendable {
        case request(LiveRequest)
        /// A line that is not a request, with what is wrong with it.
        case malformed(String)
        /// `{"action":"close"}`, or the end of `requests`: the assertion returns.
        case end
    }

    private let replies: Int32
    private let lines = Locked(PendingLines())

    /// Opens `replies` for writing, waiting up to `timeout` seconds for the server to
    /// open it for reading, and starts reading `requests` on a thread of its own, so
    /// that the main actor keeps running while a request is awaited.
    public init(folder: String, timeout: TimeInterval = 60) throws(SnapshotError) {
        // A server that goes away while a reply is written must not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        let repliesPath = FilePath.join(folder, Self.repliesName)
        let deadline = Date(timeIntervalSinceNow: timeout)
        var descriptor: Int32 = -1
        while descriptor < 0 {
            // Non-blocking: without a reader, the open fails (ENXIO) rather than hanging.
            descriptor = open(repliesPath, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 { break }
            let code = errno
            guard code == ENXIO || code == EINTR, Date() < deadline else {
                throw .renderFailed(description: "the live screen cannot open \(repliesPath): \(String(cString: strerror(code))). \(Self.setUp)")
            }
            usleep(2_000)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        replies = descriptor
        let requestsPath = FilePath.join(folder, Self.requestsName)
        let lines = lines
        let reader = Thread { Self.readLines(from: requestsPath, into: lines) }
        reader.name = "live-screen requests"
        reader.start()
    }

    deinit {
        close(replies)
    }

    /// Writes one reply line.
    public func reply(_ reply: LiveReply) throws(SnapshotError) {
        var line = reply.line
        line.append("\n")
        let failure = line.withUTF8 { Posix.writeAll(replies, UnsafeRawBufferPointer($0)) }
        if let failure {
            throw .cannotWrite(path: Self.repliesName, reason: String(cString: strerror(failure)))
        }
    }

    /// The next request, calling `wait` until one arrives: the caller keeps its work
    /// (the screen's tasks) running meanwhile. `wait` returns soon when it has nothing
    /// to do; it is called again until a line or the end comes.
    public func next(whileWaiting wait: () -> Void) -> Incoming {
        while true {
            let next = lines.withLock { pending -> Incoming? in
                if !pending.lines.isEmpty { return Self.parse(pending.lines.removeFirst()) }
                return pending.ended ? .end : nil
            }
            if let next { return next }
            wait()
        }
    }

    /// A request line as the server writes it.
    static func parse(_ line: String) -> Incoming {
        let request: LiveRequest
        do {
            request = try JSONDecoder().decode(LiveRequest.self, from: Data(line.utf8))
        } catch {
            return .malformed("the request is not a JSON object with an \"action\" (\(line.prefix(80))). Send one object a line: {\"action\": \"tap\", \"target\": \"#identifier\"}.")
        }
        return request.action == "close" ? .end : .request(request)
    }

    /// Reads `requests` line by line until its end. An empty line is skipped.
    private static func readLines(from path: String, into lines: Locked<PendingLines>) {
        // Blocks until the server opens its end for writing.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        defer {
            if descriptor >= 0 { close(descriptor) }
            lines.withLock { $0.ended = true }
        }
        guard descriptor >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var partial: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { Posix.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            partial.append(contentsOf: buffer[0..<count])
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: partial[..<newline], as: UTF8.self)
                partial.removeSubrange(...newline)
                if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    lines.withLock { $0.lines.append(line) }
                }
            }
        }
        let rest = String(decoding: partial, as: UTF8.self)
        if !rest.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            lines.withLock { $0.lines.append(rest) }
        }
    }

    private struct PendingLines {
        var lines: [String] = []
        var ended = false
    }

    public static let requestsName = "requests"
    public static let repliesName = "replies"

    private static let setUp = "The server makes the folder and its two FIFOs (mkfifo requests replies), then opens replies for reading."
}

/// One request of the live-screen protocol: `{"action": "tap", "target": "#row.1"}`;
/// `text` for `type` (the new text) and `pick` (the option's label).
public struct LiveRequest: Decodable, Equatable, Sendable {
    public var action: String
    public var target: String?
    public var text: String?

    public init(action: String, target: String? = nil, text: String? = nil) {
        self.action = action
        self.target = target
        self.text = text
    }
}

/// One reply: the screen's render, exactly as a reference file would hold it, and,
/// when the request could not be done, what is wrong and what to send instead.
public struct LiveReply: Encodable, Equatable, Sendable {
    public var error: String?
    public var render: String

    /// The render is normalized as a reference file is: `\n` line endings, one at the end.
    public init(render: String, error: String? = nil) {
        self.render = TextNormalization.normalize(render)
        self.error = error
    }

    /// The reply as one line of JSON, `error` first when there is one.
    public var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings and an optional string always encode.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
