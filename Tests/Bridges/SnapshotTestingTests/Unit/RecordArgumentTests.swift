import Foundation
@testable import SnapshotTesting
import Testing

/// sst 1.19's `record: SnapshotTestingConfiguration.Record?` on each assertion, and the
/// deprecated `record: Bool?` it replaced: what each mode writes, and that a `Bool`
/// means what it meant in sst.
@MainActor
@Suite("record: on sst's assertions")
struct RecordArgumentTests {
    let scratch = ScratchSnapshots()

    /// Writes a reference as a team's repository holds it, before the assertion runs.
    private func reference(_ name: String, _ text: String, testName: String = #function) -> String {
        let path = ScratchSnapshots.beside("\(SnapshotFileName.sanitize(testName)).\(name).txt")
        scratch.folder.write(text, to: path)
        return path
    }

    @Test("record: .all rewrites a changed reference, and one that matches but is written differently")
    func all() {
        let changed = reference("changed", "old\n")
        let unnormalized = reference("unnormalized", "same")
        let messages = scratch.run {
            [
                verifySnapshot(of: "new", as: .lines, named: "changed", record: .all),
                verifySnapshot(of: "same", as: .lines, named: "unnormalized", record: .all),
            ]
        }
        #expect(messages == [nil, nil])
        #expect(scratch.read(changed) == "new\n")
        #expect(scratch.read(unnormalized) == "same\n")
    }

    @Test("record: .never fails on a missing reference and writes none, only the render to review")
    func never() {
        let message = scratch.run { verifySnapshot(of: "x", as: .lines, named: "missing", record: .never) }
        #expect(message != nil)
        #expect(scratch.files == [ScratchSnapshots.beside("never.missing.txt.new")])
    }

    @Test("record: .missing records a missing reference, and fails on a changed one without touching it")
    func missing() {
        let changed = reference("changed", "old\n")
        let messages = scratch.run {
            [
                verifySnapshot(of: "first", as: .lines, named: "new", record: .missing),
                verifySnapshot(of: "new", as: .lines, named: "changed", record: .missing),
            ]
        }
        #expect(messages[0] == nil)
        #expect(scratch.read(ScratchSnapshots.beside("missing.new.txt")) == "first\n")
        #expect(messages[1]?.contains("+new") == true)
        #expect(scratch.read(changed) == "old\n")
    }

    @Test("record: .failed rewrites only a reference that does not match")
    func failed() {
        let changed = reference("changed", "old\n")
        let unnormalized = reference("unnormalized", "same")
        let messages = scratch.run {
            [
                verifySnapshot(of: "new", as: .lines, named: "changed", record: .failed),
                verifySnapshot(of: "same", as: .lines, named: "unnormalized", record: .failed),
            ]
        }
        #expect(messages == [nil, nil])
        #expect(scratch.read(changed) == "new\n")
        // It matches, so it stays as written, where `.all` rewrites it.
        #expect(scratch.read(unnormalized) == "same")
    }

    @Test("An assertion's record: wins over withSnapshotTesting's and the trait's")
    func assertionWins() {
        let message = scratch.run {
            withSnapshotTesting(record: .never) {
                verifySnapshot(of: "x", as: .lines, named: "one", record: .missing)
            }
        }
        #expect(message == nil)
        #expect(scratch.read(ScratchSnapshots.beside("assertionWins.one.txt")) == "x\n")
    }

    @Test("assertSnapshot and assertSnapshots take record: as verifySnapshot does")
    func assertions() {
        let single = reference("single", "old\n")
        let keyed = reference("keyed", "old\n")
        let numbered = reference("1", "old\n")
        scratch.run {
            assertSnapshot(of: "new", as: .lines, named: "single", record: .all)
            assertSnapshots(of: "new", as: ["keyed": .lines], record: .failed)
            assertSnapshots(of: "new", as: [.lines], record: .all)
        }
        #expect(scratch.read(single) == "new\n")
        #expect(scratch.read(keyed) == "new\n")
        #expect(scratch.read(numbered) == "new\n")
    }

    // MARK: - The deprecated Bool? forms

    @available(*, deprecated, message: "Calls sst's deprecated record: Bool? forms")
    @Test("record: true (a Bool) is .all: it rewrites a changed reference")
    func boolTrue() {
        let changed = reference("changed", "old\n")
        let recording: Bool? = true
        let message = scratch.run { verifySnapshot(of: "new", as: .lines, named: "changed", record: recording) }
        #expect(message == nil)
        #expect(scratch.read(changed) == "new\n")
    }

    @available(*, deprecated, message: "Calls sst's deprecated record: Bool? forms")
    @Test("record: false (a Bool) is .missing: it records a missing reference and fails on a changed one")
    func boolFalse() {
        let changed = reference("changed", "old\n")
        let recording: Bool? = false
        let messages = scratch.run {
            // .missing, not the scope's .never: the Bool is the assertion's own mode.
            withSnapshotTesting(record: .never) {
                [
                    verifySnapshot(of: "first", as: .lines, named: "new", record: recording),
                    verifySnapshot(of: "new", as: .lines, named: "changed", record: recording),
                ]
            }
        }
        #expect(messages[0] == nil)
        #expect(scratch.read(ScratchSnapshots.beside("boolFalse.new.txt")) == "first\n")
        #expect(messages[1] != nil)
        #expect(scratch.read(changed) == "old\n")
    }

    @available(*, deprecated, message: "Calls sst's deprecated record: Bool? forms")
    @Test("record: nil (a Bool?) leaves the mode to the scope")
    func boolNil() {
        let recording: Bool? = nil
        let message = scratch.run {
            withSnapshotTesting(record: .never) { verifySnapshot(of: "x", as: .lines, named: "one", record: recording) }
        }
        #expect(message != nil)
        #expect(scratch.files == [ScratchSnapshots.beside("boolNil.one.txt.new")])
    }

    @available(*, deprecated, message: "Calls sst's deprecated record: Bool? forms")
    @Test("The Bool? forms of assertSnapshot and assertSnapshots, and the matching: forms, record as they say")
    func boolAssertions() {
        let single = reference("single", "old\n")
        let keyed = reference("keyed", "old\n")
        let numbered = reference("1", "old\n")
        let matching = reference("matching", "old\n")
        let recording: Bool? = true
        scratch.run {
            assertSnapshot(of: "new", as: .lines, named: "single", record: recording)
            assertSnapshots(of: "new", as: ["keyed": .lines], record: recording)
            assertSnapshots(of: "new", as: [.lines], record: recording)
            assertSnapshot(matching: "new", as: .lines, named: "matching", record: true)
        }
        #expect(scratch.read(single) == "new\n")
        #expect(scratch.read(keyed) == "new\n")
        #expect(scratch.read(numbered) == "new\n")
        #expect(scratch.read(matching) == "new\n")
    }
}
