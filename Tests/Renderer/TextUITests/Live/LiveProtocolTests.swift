import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport

/// The test process's side of the live-screen protocol, end to end: this test binary
/// runs a fixture as `snapshots mcp` runs a package's tests, and the test plays the
/// server, writing requests into one FIFO and reading replies from the other.
@Suite("Live-screen protocol")
struct LiveProtocolTests {
    private static let name = "__Snapshots__/LiveProtocolFixture/counter.1.txt"

    @Test("The named assertion answers each request with the next render, keeps its state, and returns on close")
    func endToEnd() throws {
        // Given
        let folder = TemporaryDirectory("live-protocol")
        let renders = folder.file("renders")
        let client = try LiveClient(folder: folder.path)
        let (process, pipe) = try ChildProcess.start(swiftTestingSuite: "LiveProtocolFixture", variables: [
            Fixture.variable: "live-protocol",
            "SNAPSHOTS_PREVIEW": renders,
            "SNAPSHOT_TESTING_LEDGER": "",
            "SNAPSHOTS_PREVIEW_COLOR_SCHEME": "dark",
            "SNAPSHOTS_INTERACT": folder.path,
            "SNAPSHOTS_INTERACT_NAME": Self.name,
        ])
        try client.connect()

        // When
        let first = try client.reply()
        let tapped = try client.send(##"{"action":"tap","target":"#add"}"##)
        let tappedAgain = try client.send(##"{"action": "tap", "target": "add"}"##)
        let unknown = try client.send(##"{"action":"tap","target":"#nothing"}"##)
        let missing = try client.send(##"{"action":"type"}"##)
        let malformed = try client.send("tap the button")
        client.close()
        let result = ChildProcess.finish(process, pipe)

        // Then
        #expect(first["error"] == nil)
        #expect(first["render"]?.hasPrefix("Counter · counter · iPhone 13 Pro Max 53×57 (8×16 pt) · dark · en\n") == true, "\(first)")
        #expect(first["render"]?.contains("Count 0") == true)
        #expect(first["render"]?.contains("│  dark") == true || first["render"]?.contains("\"dark\"") == true)
        #expect(tapped["render"]?.contains("Count 1") == true)
        #expect(tappedAgain["render"]?.contains("Count 2") == true)
        #expect(unknown["error"] == "no element #nothing on this screen. What can be tapped: #add.")
        #expect(unknown["render"] == tappedAgain["render"])
        #expect(missing["error"]?.hasPrefix("\"type\" needs a \"target\"") == true)
        #expect(malformed["error"]?.hasPrefix("the request is not a JSON object") == true)
        #expect(result.status == 0, "\(result.output)")
        // The test went on: the next assertion was previewed; nothing went under __Snapshots__.
        let previewed = try String(contentsOfFile: renders + "/__Snapshots__/LiveProtocolFixture/counter.2.txt", encoding: .utf8)
        #expect(previewed.contains("after the live one"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("__Snapshots__")))
    }

    @Test("A test process that never runs the named assertion ends, and the server reads the end of its replies")
    func noSuchAssertion() throws {
        let folder = TemporaryDirectory("live-protocol-none")
        let client = try LiveClient(folder: folder.path)
        let (process, pipe) = try ChildProcess.start(swiftTestingSuite: "LiveProtocolFixture", variables: [
            Fixture.variable: "live-protocol",
            "SNAPSHOTS_PREVIEW": folder.file("renders"),
            "SNAPSHOT_TESTING_LEDGER": "",
            "SNAPSHOTS_INTERACT": folder.path,
            "SNAPSHOTS_INTERACT_NAME": "__Snapshots__/LiveProtocolFixture/nothing.1.txt",
        ])
        let result = ChildProcess.finish(process, pipe)
        client.close()

        #expect(result.status == 0, "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: folder.file("renders/__Snapshots__/LiveProtocolFixture/counter.1.txt")))
    }
}

/// The server's side of the FIFOs, with a deadline on every wait so that a child that
/// dies fails the test instead of hanging it.
private final class LiveClient {
    private let repliesPath: String
    private let requestsPath: String
    private var replies: Int32 = -1
    private var requests: Int32 = -1
    private var buffer: [UInt8] = []

    /// Makes the FIFOs, as the server does before it starts the test process, and
    /// opens the replies for reading.
    init(folder: String) throws {
        repliesPath = folder + "/replies"
        requestsPath = folder + "/requests"
        guard mkfifo(repliesPath, 0o600) == 0, mkfifo(requestsPath, 0o600) == 0 else {
            throw ClientError("mkfifo failed: \(String(cString: strerror(errno)))")
        }
        // Non-blocking, so that opening waits for nobody; reads then wait in poll.
        replies = open(repliesPath, O_RDONLY | O_NONBLOCK)
    }

    /// Waits for the child's first reply, then opens the requests for writing.
    func connect() throws {
        guard try waitForData(seconds: 120) else { throw ClientError("the child never wrote its first reply") }
        requests = open(requestsPath, O_WRONLY)
    }

    /// Reads one reply line as a dictionary of its strings.
    func reply() throws -> [String: String] {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[..<newline])
                buffer.removeSubrange(...newline)
                let object = try JSONSerialization.jsonObject(with: line)
                return (object as? [String: String]) ?? [:]
            }
            guard try waitForData(seconds: 60) else { throw ClientError("no reply within a minute") }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(replies, &chunk, chunk.count)
            if count > 0 { buffer += chunk[0..<count] } else if count == 0 { throw ClientError("the replies ended") }
        }
    }

    /// Writes one request line and reads its reply.
    func send(_ line: String) throws -> [String: String] {
        let bytes = Array((line + "\n").utf8)
        guard write(requests, bytes, bytes.count) == bytes.count else { throw ClientError("the request was not written") }
        return try reply()
    }

    func close() {
        if requests >= 0 { Glibc.close(requests) }
        if replies >= 0 { Glibc.close(replies) }
        requests = -1
        replies = -1
    }

    /// True when the replies have bytes to read (or have ended) within `seconds`.
    private func waitForData(seconds: Int32) throws -> Bool {
        var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
        let deadline = Date(timeIntervalSinceNow: TimeInterval(seconds))
        while Date() < deadline {
            let ready = poll(&descriptor, 1, 100)
            if ready > 0, descriptor.revents & Int16(POLLIN) != 0 { return true }
            // Before the child opens its end, a FIFO with no writer reports a hang-up:
            // wait on.
            if ready > 0 { usleep(10_000) }
        }
        return false
    }

    struct ClientError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
