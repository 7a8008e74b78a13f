import Foundation
import TestSupport
import Testing

@testable import SnapshotTestKit

@Suite("assertSnapshot naming, modes and errors")
struct AssertSnapshotTests {
    private let folder = TemporaryDirectory()

    private func inFolder<T>(
        record: RecordMode? = nil,
        environment: SnapshotEnvironment = SnapshotEnvironment(),
        _ body: () -> T
    ) -> T {
        let scope = SnapshotScope.current.merging(record: record, rootDirectory: folder.path, environment: environment, naming: NamingState())
        return SnapshotScope.$current.withValue(scope, operation: body)
    }

    // MARK: - Names

    @Test("Unnamed snapshots are numbered per test; named ones use their name")
    func numbering() {
        let paths = inFolder {
            [
                verifySnapshot(of: "a", as: .lines).location?.relativePath,
                verifySnapshot(of: "b", as: .lines, named: "dark mode").location?.relativePath,
                verifySnapshot(of: "c", as: .lines).location?.relativePath,
            ]
        }
        #expect(paths == [
            "__Snapshots__/AssertSnapshotTests/numbering.1.txt",
            "__Snapshots__/AssertSnapshotTests/numbering.dark-mode.txt",
            "__Snapshots__/AssertSnapshotTests/numbering.2.txt",
        ])
        #expect(folder.read("__Snapshots__/AssertSnapshotTests/numbering.2.txt") == "c\n")
    }

    @Test("A parameterized case puts its arguments in the name", arguments: ["Rick Sanchez", "Morty"])
    func parameterized(name: String) {
        let path = inFolder { verifySnapshot(of: name, as: .lines).location?.relativePath }
        #expect(path == "__Snapshots__/AssertSnapshotTests/parameterized.\(SnapshotNaming.sanitize(name)).1.txt")
    }

    @Test("The strategy learns the test and snapshot name, for its header")
    func contextReachesStrategy() {
        let strategy = SimplySnapshotting.lines.pullback { (value: String) in "\(SnapshotContext.current?.title ?? "none"): \(value)" }
        _ = inFolder { verifySnapshot(of: "x", as: strategy, named: "es") }
        #expect(folder.read("__Snapshots__/AssertSnapshotTests/contextReachesStrategy.es.txt") == "contextReachesStrategy · es: x\n")
    }

    @Test("Names in every script keep their letters on disk, and the file reads back")
    func namesInEveryScript() {
        let names = ["日本語", "Русский", "العربية", "pickle🥒", "👩🏽‍💻", "Ελληνικά"]
        let results = inFolder { names.map { verifySnapshot(of: $0, as: .lines, named: $0) } }
        #expect(results.allSatisfy { !$0.isFailure })
        for name in names {
            #expect(folder.read("__Snapshots__/AssertSnapshotTests/namesInEveryScript.\(name).txt") == name + "\n")
        }
        #expect(Set(folder.allFiles()).count == names.count)
    }

    @Test("A test named in another script names its unnamed snapshots after it")
    func 日本語() {
        let path = inFolder { verifySnapshot(of: "x", as: .lines).location?.relativePath }
        #expect(path == "__Snapshots__/AssertSnapshotTests/日本語.1.txt")
        #expect(folder.read("__Snapshots__/AssertSnapshotTests/日本語.1.txt") == "x\n")
    }

    @Test("NFC and NFD spellings of one name are one file: the second assertion is told so")
    func normalizedSpellings() {
        let results = inFolder {
            [verifySnapshot(of: "a", as: .lines, named: "caf\u{E9}"), verifySnapshot(of: "b", as: .lines, named: "cafe\u{301}")]
        }
        #expect(!results[0].isFailure)
        #expect(results[1].isFailure)
        #expect(results[1].location == nil)
        #expect(results[1].message?.contains("Two assertions write the same reference") == true)
        #expect(folder.allFiles().map { Array($0.unicodeScalars) } == [Array("__Snapshots__/AssertSnapshotTests/normalizedSpellings.caf\u{E9}.txt".unicodeScalars)])
    }

    @Test("Two names that sanitize to one file never overwrite each other")
    func replacedCharactersCollideLoudly() {
        let results = inFolder {
            [verifySnapshot(of: "a", as: .lines, named: "a:b"), verifySnapshot(of: "b", as: .lines, named: "a*b")]
        }
        #expect(!results[0].isFailure)
        #expect(results[1].isFailure)
        #expect(folder.read("__Snapshots__/AssertSnapshotTests/replacedCharactersCollideLoudly.a-b.txt") == "a\n")
    }

    // MARK: - NamedPreview runs

    @Test("In a preview run the render goes to the preview folder and passes; the package's folder is untouched")
    func previewRun() {
        let preview = TemporaryDirectory()
        let scope = SnapshotScope.current.merging(environment: SnapshotEnvironment(previewDirectory: preview.path), naming: NamingState())
        let result = SnapshotScope.$current.withValue(scope) { verifySnapshot(of: "hello", as: .lines, named: "shown") }

        let relative = "__Snapshots__/AssertSnapshotTests/previewRun.shown.txt"
        #expect(result.outcome == .previewed(path: preview.file(relative)))
        #expect(!result.isFailure)
        #expect(result.message == nil)
        #expect(preview.read(relative) == "hello\n")
        #expect(result.location.map { FileManager.default.fileExists(atPath: $0.referencePath) } == false)
    }

    @Test("A preview run still verifies what a scope redirects to another folder")
    func previewRunKeepsRedirectedAssertions() {
        let preview = TemporaryDirectory()
        let result = inFolder(environment: SnapshotEnvironment(previewDirectory: preview.path)) {
            verifySnapshot(of: "hello", as: .lines, named: "scratch")
        }
        #expect(result.outcome == .recorded(.init(previous: nil, new: "hello\n")))
        #expect(folder.read("__Snapshots__/AssertSnapshotTests/previewRunKeepsRedirectedAssertions.scratch.txt") == "hello\n")
        #expect(preview.allFiles().isEmpty)
    }

    // MARK: - Errors

    @Test("Two assertions writing one file is an error, not an overwrite")
    func duplicateNames() {
        let results = inFolder {
            [verifySnapshot(of: "a", as: .lines, named: "same"), verifySnapshot(of: "b", as: .lines, named: "same")]
        }
        #expect(!results[0].isFailure)
        #expect(results[1].isFailure)
        #expect(results[1].message?.contains("Two assertions write the same reference __Snapshots__/AssertSnapshotTests/duplicateNames.same.txt") == true)
        #expect(folder.read("__Snapshots__/AssertSnapshotTests/duplicateNames.same.txt") == "a\n")
    }

    @Test("Names differing only in case collide, as they would on macOS")
    func caseInsensitiveCollision() {
        let second = inFolder {
            _ = verifySnapshot(of: "a", as: .lines, named: "Dark")
            return verifySnapshot(of: "b", as: .lines, named: "dark")
        }
        #expect(second.isFailure)
    }

    @Test("A name that escapes the folder fails and writes nothing")
    func escapingName() {
        let result = inFolder { verifySnapshot(of: "x", as: .lines, named: "../../outside") }
        #expect(result.isFailure)
        #expect(result.message?.contains("would escape the snapshot folder") == true)
        #expect(folder.allFiles().isEmpty)
    }

    @Test("An unknown record mode in the environment fails every assertion with the valid modes")
    func unknownRecordMode() {
        let environment = SnapshotEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "yes"], isTerminal: false)
        let result = inFolder(environment: environment) { verifySnapshot(of: "x", as: .lines) }
        #expect(result.isFailure)
        #expect(result.message?.contains("\"yes\", which is not a record mode. Use one of: missing") == true)
        #expect(folder.allFiles().isEmpty)
    }

    @Test("A strategy that fails is reported, not a crash")
    func failingStrategy() {
        struct Broken: Error, CustomStringConvertible { var description: String { "no layout" } }
        let strategy = SimplySnapshotting.lines.pullback { (_: String) -> String in
            SnapshotContext.current?.fail(Broken())
            return "half a render"
        }
        let result = inFolder { verifySnapshot(of: "x", as: strategy) }
        #expect(result.isFailure)
        #expect(result.message == "Snapshot failingStrategy.1 could not be verified.\nThe value could not be rendered: no layout")
        #expect(folder.allFiles().isEmpty, "nothing of a failed render is written")
    }

    @Test("A strategy of any format is stored as its text; a pulled-back one names its snapshot too")
    func formats() {
        struct Screen { var title: String }
        let counted = Snapshotting<Int, String>(pathExtension: "count", diffing: .lines) { "\($0) items" }
        let screens = SimplySnapshotting.lines.pullback { (screen: Screen) in "\(SnapshotContext.current?.testName ?? "?"): \(screen.title)" }
        let results = inFolder { [verifySnapshot(of: 3, as: counted), verifySnapshot(of: Screen(title: "Home"), as: screens)] }
        #expect(results.allSatisfy { !$0.isFailure })
        #expect(folder.read("__Snapshots__/AssertSnapshotTests/formats.1.count") == "3 items\n")
        #expect(folder.read("__Snapshots__/AssertSnapshotTests/formats.2.txt") == "formats: Home\n")
    }

    @Test("A diff tool set in a scope follows a failure's message, for this API as for sst's")
    func diffToolInScope() {
        _ = inFolder { verifySnapshot(of: "old", as: .lines) }
        let result = inFolder { withSnapshotTesting(diffTool: "opendiff") { verifySnapshot(of: "new", as: .lines) } }
        let reference = folder.file("__Snapshots__/AssertSnapshotTests/diffToolInScope.1.txt")
        #expect(result.message?.hasSuffix("\n\nopendiff \(reference) \(reference).new") == true, "\(result.message ?? "")")
    }

    // MARK: - Record modes

    @Test("A Bool is a record mode, as sst reads one: true rewrites, false records what is missing")
    func booleanRecordMode() {
        let (all, missing): (RecordMode, RecordMode) = (true, false)
        #expect(all == .all && missing == .missing)
        folder.write("old\n", to: "__Snapshots__/AssertSnapshotTests/booleanRecordMode.1.txt")
        let result = inFolder { withSnapshotTesting(record: true) { verifySnapshot(of: "new", as: .lines) } }
        #expect(result.outcome.ledgerOutcome == .recorded)
        #expect(folder.read("__Snapshots__/AssertSnapshotTests/booleanRecordMode.1.txt") == "new\n")
    }

    @Test("The record: argument beats the scope, which beats the environment")
    func recordPrecedence() {
        folder.write("old\n", to: "__Snapshots__/AssertSnapshotTests/recordPrecedence.1.txt")
        folder.write("old\n", to: "__Snapshots__/AssertSnapshotTests/recordPrecedence.2.txt")
        folder.write("old\n", to: "__Snapshots__/AssertSnapshotTests/recordPrecedence.3.txt")
        let environment = SnapshotEnvironment(recordMode: .all)
        let outcomes = inFolder(record: .never, environment: environment) {
            [
                verifySnapshot(of: "new", as: .lines, record: .failed).outcome.ledgerOutcome,
                verifySnapshot(of: "new", as: .lines).outcome.ledgerOutcome,
            ]
        }
        #expect(outcomes == [.recorded, .failed])
        let fromEnvironment = SnapshotScope.$current.withValue(SnapshotScope().merging(rootDirectory: folder.path, environment: environment)) {
            verifySnapshot(of: "new", as: .lines, named: "3").outcome.ledgerOutcome
        }
        #expect(fromEnvironment == .recorded)
    }

    @Test("A new recording is not a failure and says to re-run")
    func recordingIsNotAFailure() {
        let result = inFolder { verifySnapshot(of: "x", as: .lines) }
        #expect(!result.isFailure)
        #expect(result.message?.hasPrefix("Recorded new snapshot recordingIsNotAFailure.1") == true)
    }

    @Test("In CI a missing reference fails and nothing is written")
    func ciMissing() {
        let result = inFolder(environment: SnapshotEnvironment(isCI: true)) { verifySnapshot(of: "x", as: .lines) }
        #expect(result.isFailure)
        #expect(result.outcome.ledgerOutcome == .missing)
        #expect(folder.allFiles().isEmpty)
    }

    @Test("Every assertion appends its outcome to the ledger")
    func ledger() throws {
        let ledger = folder.file("ledger.jsonl")
        let environment = SnapshotEnvironment(ledgerPath: ledger, runID: "run-1")
        inFolder(environment: environment) {
            _ = verifySnapshot(of: "x", as: .lines)
            _ = verifySnapshot(of: "x", as: .lines, named: "again")
        }
        let entries = try Ledger.read(ledger).snapshots
        #expect(entries.map(\.outcome) == [.recorded, .recorded])
        #expect(entries.map(\.reference) == [
            "__Snapshots__/AssertSnapshotTests/ledger.1.txt",
            "__Snapshots__/AssertSnapshotTests/ledger.again.txt",
        ])
        #expect(entries.allSatisfy { $0.run == "run-1" && $0.test == "AssertSnapshotTests/ledger()" })
    }
}
