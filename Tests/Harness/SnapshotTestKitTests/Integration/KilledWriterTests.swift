import Foundation
import SnapshotCore
import TestSupport
import Testing

@Suite("Killed writers", .serialized)
struct KilledWriterTests {
    @Test("A writer killed at any moment leaves each reference old or new, never truncated")
    func killedWriterLeavesWholeFiles() throws {
        let folder = TemporaryDirectory("writer")
        let versions = (0..<4).map { file in
            Set([0, 1].map { WriterFixture.content(version: $0, file: file) })
        }
        for (round, delay) in [60, 150, 95, 230, 120, 310].enumerated() {
            let (process, pipe) = try ChildProcess.start(swiftTestingSuite: "WriterFixture", variables: [
                Fixture.variable: "writer",
                "FIXTURE_ROOT": folder.path,
            ])
            // The first round waits for a whole pass of the four files, however long a
            // loaded machine takes to start the child; every round then lets it write a
            // while and kills it without warning.
            if round == 0 {
                let deadline = Date().addingTimeInterval(60)
                while !folder.exists("__Snapshots__/Writer/file.3.txt"), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            }
            Thread.sleep(forTimeInterval: Double(delay) / 1000 + 0.4)
            kill(process.processIdentifier, SIGKILL)
            _ = ChildProcess.finish(process, pipe)

            for file in 0..<4 {
                let relative = "__Snapshots__/Writer/file.\(file).txt"
                guard let contents = folder.read(relative) else { continue }
                #expect(versions[file].contains(contents), "round \(round): \(relative) is \(contents.utf8.count) bytes, neither version")
            }
        }
        // The fixture must really have been writing, or the test proves nothing.
        #expect(folder.allFiles().filter { $0.hasSuffix(".txt") }.count == 4)
    }
}
