import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

@Suite("Verifying against references")
struct SnapshotVerifierTests {
    private let folder = TemporaryDirectory()
    private var location: SnapshotLocation {
        SnapshotLocation(root: folder.path, testFile: "FooTests", testName: "screen", name: "1", pathExtension: "txt")
    }
    private let reference = "__Snapshots__/FooTests/screen.1.txt"
    private let pending = "__Snapshots__/FooTests/screen.1.txt.new"

    private func verifier(ci: Bool = false, artifacts: String? = nil) -> SnapshotVerifier {
        SnapshotVerifier(environment: SnapshotEnvironment(isCI: ci, artifactsDirectory: artifacts))
    }

    // MARK: - Missing references

    @Test("A missing reference is recorded in every mode but never", arguments: [RecordMode.missing, .all, .failed])
    func missingIsRecorded(mode: RecordMode) {
        let outcome = verifier().verify("hello", at: location, mode: mode)
        #expect(outcome == .recorded(.init(previous: nil, new: "hello\n")))
        #expect(folder.read(reference) == "hello\n")
        #expect(!outcome.isFailure)
    }

    @Test("Record mode never keeps a pending file and writes no reference")
    func missingWithNever() {
        let outcome = verifier().verify("hello", at: location, mode: .never)
        #expect(outcome == .missing(.init(actual: "hello\n", pending: .init(pendingPath: location.pendingPath))))
        #expect(folder.allFiles() == [pending])
    }

    // MARK: - Existing references

    @Test("A matching reference passes and removes a stale pending file")
    func matchRemovesPending() {
        folder.write("same\n", to: reference)
        folder.write("stale\n", to: pending)
        #expect(verifier().verify("same", at: location, mode: .missing) == .matched)
        #expect(folder.allFiles() == [reference])
    }

    @Test("A render's bytes equal to its reference match before they are made text, and clear a stale pending file")
    func unchangedBytesMatch() {
        folder.write("same\n", to: reference)
        folder.write("stale\n", to: pending)
        #expect(verifier().verifyUnchanged(Array("same".utf8), at: location, mode: .missing) == .matched)
        #expect(folder.allFiles() == [reference])
    }

    @Test("Anything but an unchanged reference is left to the full verify", arguments: [RecordMode.missing, .never, .failed])
    func changedBytesAreNotDecided(mode: RecordMode) {
        #expect(verifier().verifyUnchanged(Array("new".utf8), at: location, mode: mode) == nil, "missing")
        folder.write("old\n", to: reference)
        #expect(verifier().verifyUnchanged(Array("new".utf8), at: location, mode: mode) == nil, "changed")
        #expect(folder.allFiles() == [reference], "nothing written")
    }

    @Test("Record mode all rewrites a reference that differs only in line endings, except in CI")
    func recordAllRewritesLineEndings() {
        folder.write("a\r\nb\r\n", to: reference)
        #expect(verifier().verifyUnchanged(Array("a\nb".utf8), at: location, mode: .all) == nil)
        #expect(verifier(ci: true).verifyUnchanged(Array("a\nb".utf8), at: location, mode: .all) == .matched)
        #expect(verifier().verifyUnchanged(Array("a\nb".utf8), at: location, mode: .missing) == .matched)
    }

    @Test("A pending render's picture colors go with it: removed on a match, dropped when a new pending render replaces it")
    func colorsGoWithThePendingRender() {
        let colors = pending + ".colors"
        folder.write("same\n", to: reference)
        folder.write("stale\n", to: pending)
        folder.write("colors 1\n", to: colors)
        #expect(verifier().verify("same", at: location, mode: .missing) == .matched)
        #expect(folder.allFiles() == [reference])

        folder.write("colors 1\n", to: colors)
        folder.write("older\n", to: pending)
        #expect(verifier().verify("changed", at: location, mode: .never).isFailure)
        #expect(folder.read(pending) == "changed\n")
        #expect(folder.read(colors) == nil, "the older render's colors would paint the wrong picture")
    }

    @Test("CRLF and CR references match an LF render", arguments: ["a\r\nb\r\n", "a\rb\r", "a\nb", "a\nb\n\n\n"])
    func lineEndingsMatch(stored: String) {
        folder.write(stored, to: reference)
        #expect(verifier().verify("a\nb\n", at: location, mode: .never) == .matched)
        #expect(folder.read(reference) == stored)
    }

    @Test("Record mode all rewrites a CRLF reference to LF, and leaves an exact one alone")
    func allNormalizes() {
        folder.write("a\r\nb\r\n", to: reference)
        #expect(verifier().verify("a\nb\n", at: location, mode: .all) == .recorded(.init(previous: "a\nb\n", new: "a\nb\n")))
        #expect(folder.read(reference) == "a\nb\n")
        #expect(verifier().verify("a\nb\n", at: location, mode: .all) == .matched)
    }

    @Test("A mismatch keeps the reference and writes the new render next to it", arguments: [RecordMode.missing, .never])
    func mismatchWritesPending(mode: RecordMode) {
        folder.write("old\n", to: reference)
        let outcome = verifier().verify("new", at: location, mode: mode)
        #expect(outcome == .mismatched(.init(reference: "old\n", actual: "new\n", pending: .init(pendingPath: location.pendingPath))))
        #expect(folder.read(reference) == "old\n")
        #expect(folder.read(pending) == "new\n")
    }

    @Test("Record modes failed and all overwrite a mismatch and clear its pending file", arguments: [RecordMode.failed, .all])
    func rewriteFailures(mode: RecordMode) {
        folder.write("old\n", to: reference)
        folder.write("older pending\n", to: pending)
        #expect(verifier().verify("new", at: location, mode: mode) == .recorded(.init(previous: "old\n", new: "new\n")))
        #expect(folder.allFiles() == [reference])
        #expect(folder.read(reference) == "new\n")
    }

    // MARK: - CI

    @Test("CI writes nothing, whatever the mode", arguments: RecordMode.allCases)
    func ciWritesNothing(mode: RecordMode) {
        let ci = verifier(ci: true)
        #expect(ci.verify("first", at: location, mode: mode) == .missing(.init(actual: "first\n", pending: .init())))
        #expect(folder.allFiles().isEmpty)

        folder.write("old\n", to: reference)
        let outcome = ci.verify("new", at: location, mode: mode)
        #expect(outcome == .mismatched(.init(reference: "old\n", actual: "new\n", pending: .init())))
        #expect(folder.allFiles() == [reference])
        #expect(folder.read(reference) == "old\n")
    }

    @Test("CI copies new renders into SNAPSHOT_ARTIFACTS under the reference's relative path")
    func ciArtifacts() {
        let artifacts = TemporaryDirectory("artifacts")
        let outcome = verifier(ci: true, artifacts: artifacts.path).verify("new", at: location, mode: .missing)
        #expect(outcome == .missing(.init(actual: "new\n", pending: .init(artifactPath: artifacts.file(pending)))))
        #expect(artifacts.read(pending) == "new\n")
        #expect(folder.allFiles().isEmpty)
    }

    // MARK: - Bad references

    @Test("A reference with a BOM fails without being overwritten; the render is kept")
    func bomFails() {
        folder.write(Data([0xEF, 0xBB, 0xBF]) + Data("x\n".utf8), to: reference)
        let outcome = verifier().verify("x", at: location, mode: .missing)
        #expect(outcome == .failed(.init(
            error: .referenceHasByteOrderMark(path: location.referencePath),
            pending: .init(pendingPath: location.pendingPath)
        )))
        #expect(folder.read(pending) == "x\n")
    }

    @Test("Record mode failed repairs a reference that is not UTF-8")
    func failedRepairsInvalidUTF8() {
        folder.write(Data([0xFF, 0xFE]), to: reference)
        #expect(verifier().verify("x", at: location, mode: .failed) == .recorded(.init(previous: nil, new: "x\n")))
        #expect(folder.read(reference) == "x\n")
    }

    @Test("A directory in place of the reference is never replaced")
    func directoryIsNeverReplaced() throws {
        try FileManager.default.createDirectory(atPath: location.referencePath, withIntermediateDirectories: true)
        let outcome = verifier().verify("x", at: location, mode: .all)
        guard case let .failed(failure) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure.error == .referenceIsDirectory(path: location.referencePath))
    }

    @Test("A read-only snapshot folder fails with a clear error and loses nothing",
          .enabled(if: getuid() != 0, "root writes everywhere"))
    func readOnlyFolder() {
        folder.write("old\n", to: reference)
        chmod(folder.file("__Snapshots__/FooTests"), 0o555)
        defer { chmod(folder.file("__Snapshots__/FooTests"), 0o755) }
        let outcome = verifier().verify("new", at: location, mode: .failed)
        guard case let .failed(failure) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure.error == .cannotWrite(path: location.referencePath, reason: "permission denied (EACCES)"))
        #expect(failure.pending.writeErrors.count == 1)
        #expect(folder.read(reference) == "old\n")
    }

    @Test("Recording into a folder nobody may write fails with a clear error, as root too",
          .enabled(if: getuid() != 0 || FileManager.default.fileExists(atPath: "/sys/kernel")))
    func unwritableFolder() {
        // Root writes through permissions, but not into sysfs.
        let root: String
        if getuid() == 0 {
            root = "/sys/kernel"
        } else {
            root = folder.file("locked")
            try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            chmod(root, 0o555)
        }
        defer { if getuid() != 0 { chmod(root, 0o755) } }
        let location = SnapshotLocation(root: root, testFile: "FooTests", testName: "screen", name: "1", pathExtension: "txt")
        let outcome = verifier().verify("new", at: location, mode: .missing)
        guard case let .failed(failure) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(failure.error.description.hasPrefix("Cannot write \(location.referencePath): "))
        #expect(failure.error.description.contains("Make the folder writable, or point SNAPSHOT_TESTING_ROOT at a writable copy"))
        #expect(failure.pending.writeErrors.count == 1)
    }
}
