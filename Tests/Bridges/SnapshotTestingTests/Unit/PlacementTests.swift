import Foundation
import SnapshotTesting
import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("Where sst's assertions put their references")
struct PlacementTests {
    let scratch = ScratchSnapshots()

    @Test("Beside the test file, in __Snapshots__/<TestFile>/<test>.<n>.txt, numbered per test")
    func besideTheTestFile() {
        let messages = scratch.run {
            [
                verifySnapshot(of: "first", as: .lines),
                verifySnapshot(of: "dark", as: .lines, named: "dark mode"),
                verifySnapshot(of: "second", as: .lines),
            ]
        }
        #expect(messages == [nil, nil, nil])
        #expect(scratch.read(ScratchSnapshots.beside("besideTheTestFile.1.txt")) == "first\n")
        #expect(scratch.read(ScratchSnapshots.beside("besideTheTestFile.dark-mode.txt")) == "dark\n")
        #expect(scratch.read(ScratchSnapshots.beside("besideTheTestFile.2.txt")) == "second\n")
        #expect(scratch.files.count == 3)
    }

    @Test("testName: is sanitized as sst does it: every run of other characters is one dash")
    func explicitTestName() {
        let message = scratch.run {
            verifySnapshot(of: "v", as: .lines, testName: "When data is version 1.0.0 (build 1)")
        }
        #expect(message == nil)
        #expect(scratch.read(ScratchSnapshots.beside("When-data-is-version-1-0-0-build-1.1.txt")) == "v\n")
    }

    @Test("snapshotDirectory: puts the reference in that folder")
    func snapshotDirectory() {
        let elsewhere = scratch.folder.file("Elsewhere")
        let message = scratch.run {
            verifySnapshot(of: "x", as: .lines, snapshotDirectory: elsewhere)
        }
        #expect(message == nil)
        #expect(scratch.read("Elsewhere/snapshotDirectory.1.txt") == "x\n")
    }

    @Test("A missing reference is recorded without failing; a changed one fails with a diff and leaves a .new")
    func recordThenFail() {
        let first = scratch.run { verifySnapshot(of: "Home\nRetry\n", as: .lines) }
        #expect(first == nil)
        let second = scratch.run { verifySnapshot(of: "Home\nTry again\n", as: .lines) }
        let path = ScratchSnapshots.beside("recordThenFail.1.txt")
        #expect(second?.contains("-Retry") == true)
        #expect(second?.contains("+Try again") == true)
        #expect(scratch.read(path) == "Home\nRetry\n")
        #expect(scratch.read(path + ".new") == "Home\nTry again\n")
    }

    @Test("An image strategy's pending render keeps its picture's colors beside it; a text strategy's has none")
    func imageColors() {
        _ = scratch.run { verifySnapshot(of: Text("Alive").foregroundStyle(.green), as: .image) }
        _ = scratch.run { verifySnapshot(of: Text("Dead").foregroundStyle(.green), as: .image) }
        let path = ScratchSnapshots.beside("imageColors.1.txt")
        #expect(scratch.read(path + ".new")?.contains("Dead") == true)
        let colors = scratch.read(path + ".new.colors") ?? ""
        // systemGreen text on the screen's white.
        #expect(colors.hasPrefix("colors 1\n") && colors.contains("#34C759 #FFFFFF"), "\(colors)")
        #expect(scratch.read(path + ".colors") == nil)

        _ = scratch.run { verifySnapshot(of: "a\n", as: .lines, named: "text") }
        _ = scratch.run { verifySnapshot(of: "b\n", as: .lines, named: "text") }
        #expect(scratch.read(ScratchSnapshots.beside("imageColors.text.txt.new.colors")) == nil)
    }

    @Test("A diff tool's command follows a failure's diff, with the reference and the new render")
    func diffTool() {
        _ = scratch.run { verifySnapshot(of: "old", as: .lines) }
        let message = scratch.run {
            withSnapshotTesting(diffTool: "opendiff") { verifySnapshot(of: "new", as: .lines) }
        }
        let reference = scratch.folder.file(ScratchSnapshots.beside("diffTool.1.txt"))
        #expect(message?.hasSuffix("\n\nopendiff \(reference) \(reference).new") == true, "\(message ?? "")")
    }

    @Test("In CI nothing is written: a missing reference fails")
    func ciWritesNothing() {
        let message = scratch.run(isCI: true) { verifySnapshot(of: "x", as: .lines) }
        #expect(message != nil)
        #expect(scratch.read(ScratchSnapshots.beside("ciWritesNothing.1.txt")) == nil)
    }

    @Test("record: true and withSnapshotTesting(record:) rewrite a changed reference; .never writes nothing")
    func recordModes() {
        let path = ScratchSnapshots.beside("recordModes.one.txt")
        scratch.run { _ = verifySnapshot(of: "a", as: .lines, named: "one") }
        #expect(scratch.run { verifySnapshot(of: "b", as: .lines, named: "one", record: true) } == nil)
        #expect(scratch.read(path) == "b\n")
        let rewritten = scratch.run {
            withSnapshotTesting(record: .all) { verifySnapshot(of: "c", as: .lines, named: "one") }
        }
        #expect(rewritten == nil)
        #expect(scratch.read(path) == "c\n")
        let never = scratch.run {
            withSnapshotTesting(record: .never) { verifySnapshot(of: "x", as: .lines, named: "two") }
        }
        #expect(never != nil)
        #expect(scratch.read(ScratchSnapshots.beside("recordModes.two.txt")) == nil)
    }

    @Test("An image strategy's png becomes txt; other extensions stay")
    func extensions() {
        scratch.run {
            _ = verifySnapshot(of: ["b": 2, "a": 1], as: .json)
            _ = verifySnapshot(of: "x", as: Snapshotting<String, String>(pathExtension: "png", diffing: .lines))
        }
        #expect(scratch.read(ScratchSnapshots.beside("extensions.1.json")) == "{\n  \"a\" : 1,\n  \"b\" : 2\n}\n")
        #expect(scratch.read(ScratchSnapshots.beside("extensions.2.txt")) == "x\n")
    }

    @Test("A format that is not text fails with what to do instead")
    func binaryFormat() {
        let bytes = Snapshotting<[UInt8], Data>(pathExtension: "bin", diffing: Diffing(toData: { $0 }, fromData: { $0 }, diff: { _, _ in nil })) {
            Data($0)
        }
        let message = scratch.run { verifySnapshot(of: [0xFF, 0xFE, 0x00], as: bytes) }
        #expect(message?.contains("is not text") == true)
        #expect(message?.contains("use a text strategy") == true)
    }

    @Test("A strategy that delivers later is waited for; one that never does fails after its timeout")
    func asyncStrategies() {
        let later = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { value in
            Async { callback in
                nonisolated(unsafe) let deliver = callback
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { deliver(value) }
            }
        }
        let never = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { _ in Async { _ in } }
        #expect(scratch.run { verifySnapshot(of: "late", as: later, named: "later") } == nil)
        #expect(scratch.read(ScratchSnapshots.beside("asyncStrategies.later.txt")) == "late\n")
        let timedOut = scratch.run { verifySnapshot(of: "x", as: never, named: "never", timeout: 0.1) }
        #expect(timedOut?.contains("within the timeout") == true)
    }
}
