import Foundation
import TestSupport
import Testing

@testable import SnapshotTestKit

@Suite("Scoped settings", .snapshots(record: .failed))
struct SnapshotTraitTests {
    private let folder = TemporaryDirectory()

    /// A developer machine's environment whatever runs the tests: in CI nothing is ever
    /// written, so the record modes under test would have nothing to show.
    private func inFolder<Result>(record: RecordMode? = nil, _ body: () -> Result) -> Result {
        SnapshotScope.$current.withValue(SnapshotScope.current.merging(environment: SnapshotEnvironment())) {
            withSnapshotTesting(record: record, rootDirectory: folder.path, operation: body)
        }
    }

    @Test("A suite trait sets the record mode of its tests")
    func suiteTrait() throws {
        folder.write("old\n", to: "__Snapshots__/SnapshotTraitTests/suiteTrait.1.txt")
        let result = inFolder {
            verifySnapshot(of: "new", as: .lines)
        }
        #expect(result.outcome == .recorded(.init(previous: "old\n", new: "new\n")))
    }

    @Test("A test trait inside a suite trait wins", .snapshots(record: .never))
    func innerTraitWins() {
        let result = inFolder {
            verifySnapshot(of: "x", as: .lines)
        }
        #expect(result.outcome.ledgerOutcome == .missing)
    }

    @Test("withSnapshotTesting nests: the innermost record mode applies")
    func nesting() {
        let outcome = inFolder(record: .never) {
            withSnapshotTesting(record: .missing) {
                verifySnapshot(of: "x", as: .lines).outcome.ledgerOutcome
            }
        }
        #expect(outcome == .recorded)
    }

    @Test("The trait gives each case its own numbering", arguments: ["a", "b"])
    func numberingPerCase(value: String) {
        let path = inFolder {
            verifySnapshot(of: value, as: .lines).location?.relativePath
        }
        #expect(path == "__Snapshots__/SnapshotTraitTests/numberingPerCase.\(value).1.txt")
    }
}
