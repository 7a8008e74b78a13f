import Foundation
import TestSupport
import Testing

/// The built `snapshots mcp` over real standard input and output, in a package whose
/// `swift` is a stand-in (`SNAPSHOTS_SWIFT`): its build writes a test binary that renders
/// one screen, or fails as the compiler does. So builds, their errors and the decision
/// to build are seen from outside, in seconds.
@Suite("snapshots mcp over stdio, end to end", .timeLimit(.minutes(5)))
struct MCPStdioTests {
    /// A client that writes one line and reads the answer's line.
    final class LineClient {
        let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private var buffer = Data()

        init(package: String, environment: [String: String]) throws {
            process.executableURL = URL(fileURLWithPath: SnapshotsExecutable.path)
            process.arguments = ["mcp", "--package-path", package]
            process.environment = ChildProcess.environment(environment)
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        func send(_ line: String) throws -> String {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            while true {
                if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let answer = String(decoding: buffer[..<newline], as: UTF8.self)
                    buffer.removeSubrange(...newline)
                    return answer
                }
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { throw CocoaError(.fileReadUnknown) }
                buffer += chunk
            }
        }

        func call(_ tool: String, _ arguments: String, id: Int) throws -> String {
            try send(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#)
        }

        /// Closes input, as a client does to shut the server down; returns what else was written.
        func close() -> (status: Int32, rest: String) {
            input.fileHandleForWriting.closeFile()
            let rest = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: buffer + rest, as: UTF8.self))
        }
    }

    /// A package with a stand-in `swift`: `build` counts itself in `builds` and copies a
    /// test binary in, unless a file `broken` exists, when it fails as the compiler does.
    static func fakePackage() -> TemporaryDirectory {
        let package = TemporaryDirectory("mcp-stdio")
        package.write("// swift-tools-version: 6.2\nimport PackageDescription\nlet package = Package(name: \"Fake\")\n", to: "Package.swift")
        package.write("let a = 1\n", to: "Sources/Fake/Fake.swift")
        package.write("""
        #!/bin/sh
        # Stands in for the test binary: the Swift Testing run renders one screen, or
        # hosts it live through the FIFOs when it is the one SNAPSHOTS_INTERACT_NAME names:
        # each tap adds one to a count the screen keeps.
        case "$*" in *--list-tests*) exit 0 ;; esac
        case "$*" in *swift-testing*) ;; *) exit 0 ;; esac
        if [ -n "$SNAPSHOTS_INTERACT" ]; then
            [ "$SNAPSHOTS_INTERACT_NAME" = "__Snapshots__/FakeTests/screen.1.txt" ] || exit 0
            echo $$ > "$(dirname "$0")/../../live.pid"
            exec 3>"$SNAPSHOTS_INTERACT/replies"
            exec 4<"$SNAPSHOTS_INTERACT/requests"
            count=0
            printf '{"render":"FakeView · count %d\\\\n"}\n' $count >&3
            while read -r request <&4; do
                case "$request" in
                *'"action":"close"'*) break ;;
                *'"target":"#missing"'*) printf '{"error":"no element #missing on this screen; what can be tapped: #plus","render":"FakeView · count %d\\\\n"}\n' $count >&3 ;;
                *'"action":"tap"'*) count=$((count + 1)); printf '{"render":"FakeView · count %d\\\\n"}\n' $count >&3 ;;
                *) printf '{"render":"FakeView · count %d\\\\n"}\n' $count >&3 ;;
                esac
            done
            exit 0
        fi
        mkdir -p "$SNAPSHOTS_PREVIEW/__Snapshots__/FakeTests"
        printf 'FakeView · screen · iPhone 13 Pro Max · %s\\n│ Hello │\\n' "${SNAPSHOTS_PREVIEW_LOCALE:-en}" > "$SNAPSHOTS_PREVIEW/__Snapshots__/FakeTests/screen.1.txt"

        """, to: "test-binary")
        package.write("""
        #!/bin/sh
        # Stands in for swift: `swift build --build-tests --package-path P`.
        root="$4"
        echo "$@" >> "$root/builds"
        if [ -f "$root/broken" ]; then
            echo "Building for debugging..."
            echo "$root/Sources/Fake/Fake.swift:1:9: error: cannot find 'b' in scope"
            echo "1 | let a = b"
            echo "  |         \\`- error: cannot find 'b' in scope"
            exit 1
        fi
        mkdir -p "$root/.build/debug"
        cp "$root/test-binary" "$root/.build/debug/FakePackageTests.xctest"
        chmod +x "$root/.build/debug/FakePackageTests.xctest"
        echo "Build complete!"

        """, to: "fake-swift")
        chmod(package.file("fake-swift"), 0o755)
        return package
    }

    static func builds(_ package: TemporaryDirectory) -> Int {
        (package.read("builds") ?? "").split(separator: "\n").count
    }

    @Test("Builds once, renders without building again, builds after an edit; a build error is the tool's error and the server keeps serving; stdout holds only answers")
    func buildsOnlyWhenSourcesChange() throws {
        let package = Self.fakePackage()
        let client = try LineClient(package: package.path, environment: ["SNAPSHOTS_SWIFT": package.file("fake-swift")])

        let initialize = try client.send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#)
        #expect(initialize.contains(#""protocolVersion":"2025-06-18""#))
        let first = try client.call("render", #"{"name":"screen"}"#, id: 1)
        #expect(first.contains("built in"), "\(first)")
        #expect(first.contains(#"FakeView · screen · iPhone 13 Pro Max · en\n│ Hello │\n"#), "\(first)")
        #expect(Self.builds(package) == 1)

        let second = try client.call("render", #"{"name":"screen","locale":"es"}"#, id: 2)
        #expect(!second.contains("built in"), "\(second)")
        #expect(second.contains("· es"), "\(second)")
        #expect(Self.builds(package) == 1, "an unchanged package is not built again")

        package.write("broken\n", to: "broken")
        package.write("let a = b\n", to: "Sources/Fake/Fake.swift")
        let broken = try client.call("render", #"{"name":"screen"}"#, id: 3)
        #expect(broken.contains(#""isError":true"#), "\(broken)")
        #expect(broken.contains("Fake.swift:1:9: error: cannot find 'b' in scope"), "\(broken)")
        #expect(broken.contains("1 | let a = b"), "\(broken)")
        #expect(try client.send(#"{"jsonrpc":"2.0","id":4,"method":"ping"}"#) == #"{"id":4,"jsonrpc":"2.0","result":{}}"#)

        try FileManager.default.removeItem(atPath: package.file("broken"))
        package.write("let a = 2\n", to: "Sources/Fake/Fake.swift")
        let fixed = try client.call("render", #"{"name":"screen"}"#, id: 5)
        #expect(fixed.contains("built in") && fixed.contains("│ Hello │"), "\(fixed)")
        #expect(Self.builds(package) == 3)

        let closed = client.close()
        #expect(closed.status == 0)
        #expect(closed.rest.isEmpty, "nothing but answers on stdout")
    }

    @Test("interact keeps one screen live between calls, answers a bad target with the render unchanged, and a rebuild or closing the server ends it")
    func liveScreen() throws {
        let package = Self.fakePackage()
        let client = try LineClient(package: package.path, environment: ["SNAPSHOTS_SWIFT": package.file("fake-swift")])
        _ = try client.call("render", #"{"name":"screen"}"#, id: 1)

        let first = try client.call("interact", ##"{"name":"screen","action":"tap","target":"#plus"}"##, id: 2)
        #expect(first.contains("started __Snapshots__/FakeTests/screen.1.txt live"), "\(first)")
        #expect(first.contains(#"FakeView · count 1\n"#), "\(first)")
        let second = try client.call("interact", ##"{"name":"__Snapshots__/FakeTests/screen.1.txt","action":"tap","target":"#plus"}"##, id: 3)
        #expect(second.contains(#"FakeView · count 2\n"#) && !second.contains("started"), "\(second)")
        let missing = try client.call("interact", ##"{"name":"screen","action":"tap","target":"#missing"}"##, id: 4)
        #expect(missing.contains(#""isError":true"#) && missing.contains("what can be tapped: #plus") && missing.contains("count 2"), "\(missing)")
        let noText = try client.call("interact", ##"{"name":"screen","action":"type","target":"#field"}"##, id: 5)
        #expect(noText.contains(#""isError":true"#) && noText.contains(#"type needs \"text\""#), "\(noText)")
        let pid = try #require(Int32((package.read("live.pid") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)))

        package.write("let a = 3\n", to: "Sources/Fake/Fake.swift")
        let rebuilt = try client.call("interact", ##"{"name":"screen","action":"tap","target":"#plus"}"##, id: 6)
        #expect(rebuilt.contains("built in") && rebuilt.contains("started") && rebuilt.contains("count 1"), "\(rebuilt)")
        #expect(kill(pid, 0) != 0, "the rebuild ended the old screen's process")
        let other = try client.call("interact", ##"{"name":"__Snapshots__/FakeTests/other.1.txt","action":"back"}"##, id: 7)
        #expect(other.contains(#""isError":true"#) && other.contains("No snapshot assertion renders __Snapshots__/FakeTests/other.1.txt live"), "\(other)")
        let again = try client.call("interact", ##"{"name":"screen","action":"tap","target":"#plus"}"##, id: 8)
        #expect(again.contains("count 1"), "another name ended the live screen: this one starts anew")
        let lastPID = try #require(Int32((package.read("live.pid") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)))

        #expect(client.close().status == 0)
        #expect(kill(lastPID, 0) != 0, "closing the server ended the live screen's process")
    }

    @Test("A new server in a package built by an earlier one builds nothing; a name matching nothing says to call list")
    func fingerprintOutlivesTheServer() throws {
        let package = Self.fakePackage()
        let environment = ["SNAPSHOTS_SWIFT": package.file("fake-swift")]
        let first = try LineClient(package: package.path, environment: environment)
        _ = try first.call("render", #"{"name":"screen"}"#, id: 1)
        _ = first.close()

        let second = try LineClient(package: package.path, environment: environment)
        let render = try second.call("render", #"{"name":"screen"}"#, id: 1)
        let nothing = try second.call("render", #"{"name":"__Snapshots__/Nothing/none.1.txt"}"#, id: 2)
        _ = second.close()

        #expect(!render.contains("built in"), "\(render)")
        #expect(Self.builds(package) == 1)
        #expect(nothing.contains(#""isError":true"#) && nothing.contains("`list`"), "\(nothing)")
    }

    @Test("pending, accept and reject work on the package's files as the commands do; nothing but accept writes a reference")
    func pendingAcceptReject() throws {
        let package = Self.fakePackage()
        package.write("Old\n", to: "__Snapshots__/T/a.1.txt")
        package.write("New\n", to: "__Snapshots__/T/a.1.txt.new")
        package.write("Fresh\n", to: "__Snapshots__/T/b.1.txt.new")
        let client = try LineClient(package: package.path, environment: ["SNAPSHOTS_SWIFT": package.file("fake-swift")])

        let pending = try client.call("pending", "{}", id: 1)
        #expect(pending.contains(#"changed __Snapshots__/T/a.1.txt\nnew     __Snapshots__/T/b.1.txt"#), "\(pending)")
        #expect(pending.contains("-Old") && pending.contains("+New"), "\(pending)")
        let none = try client.call("accept", #"{"names":["nothing*"]}"#, id: 2)
        #expect(none.contains(#""isError":true"#) && none.contains("nothing* matches no pending snapshot"), "\(none)")
        #expect(package.read("__Snapshots__/T/a.1.txt") == "Old\n")

        let accepted = try client.call("accept", #"{"names":["a.1.txt"]}"#, id: 3)
        #expect(accepted.contains("accepted __Snapshots__/T/a.1.txt"), "\(accepted)")
        let rejected = try client.call("reject", "{}", id: 4)
        #expect(rejected.contains("rejected __Snapshots__/T/b.1.txt"), "\(rejected)")
        _ = client.close()

        #expect(package.read("__Snapshots__/T/a.1.txt") == "New\n")
        #expect(!package.exists("__Snapshots__/T/b.1.txt") && !package.exists("__Snapshots__/T/b.1.txt.new"))
        #expect(Self.builds(package) == 0, "deciding on renders builds nothing")
    }
}
