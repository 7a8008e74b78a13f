import Foundation
import SnapshotCore
import TestSupport
import Testing

/// Appends many ledger entries from several tasks; two of these processes run at once.
@Suite(.enabled(if: Fixture.isActive("ledger")))
struct LedgerFixture {
    @Test func appendMany() async throws {
        let path = Fixture.value("FIXTURE_LEDGER")!
        let process = getpid()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<500 {
                        try Ledger.append(
                            LedgerEntry(
                                outcome: .matched,
                                reference: "__Snapshots__/P\(process)/t\(task)-\(index).txt",
                                test: "LedgerFixture/appendMany()",
                                file: "Tests/x.swift",
                                line: index,
                                detail: String(repeating: "padding ", count: 40)
                            ),
                            to: path
                        )
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
