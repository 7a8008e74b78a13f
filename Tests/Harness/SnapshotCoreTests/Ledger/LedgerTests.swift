import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

@Suite("Run ledger")
struct LedgerTests {
    private let folder = TemporaryDirectory()

    @Test("Entries round-trip through JSON Lines, quotes and newlines included")
    func roundTrip() throws {
        let path = folder.file("ledger.jsonl")
        let entry = LedgerEntry(
            run: "r1",
            outcome: .failed,
            reference: "__Snapshots__/A/b \"q\".1.txt",
            test: "Suite/test()",
            file: "Tests/A.swift",
            line: 12,
            detail: "line one\nline two\t\u{1}"
        )
        try Ledger.append(entry, to: path)
        try Ledger.append(LedgerRunRecord(run: "r1", filtered: true, exitStatus: 1), to: path)
        let contents = try Ledger.read(path)
        #expect(contents.snapshots == [entry])
        #expect(contents.runs == [LedgerRunRecord(run: "r1", filtered: true, exitStatus: 1)])
        #expect(contents.invalidLines.isEmpty)
    }

    @Test("Lines that are not records are reported by number")
    func invalidLines() {
        let contents = Ledger.parse("{\"type\":\"run\",\"run\":\"x\",\"filtered\":false,\"exitStatus\":0}\nnot json\n\n{\"half\":")
        #expect(contents.runs.count == 1)
        #expect(contents.invalidLines == [2, 4])
    }

    @Test("Appends from many threads are all kept, whole")
    func concurrentAppends() async throws {
        let path = folder.file("threads.jsonl")
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<16 {
                group.addTask {
                    for index in 0..<200 {
                        try? Ledger.append(
                            LedgerEntry(outcome: .matched, reference: "__Snapshots__/T/\(task)-\(index).txt", test: "t", file: "f", line: index),
                            to: path
                        )
                    }
                }
            }
        }
        let contents = try Ledger.read(path)
        #expect(contents.snapshots.count == 16 * 200)
        #expect(contents.invalidLines.isEmpty)
        #expect(Set(contents.snapshots.map(\.reference)).count == 16 * 200)
    }
}
