import Foundation
@testable import SnapshotTesting
import SwiftUI
import Testing
import UIKit

/// What sst 1.19's declarations added to this module do: `.func(into:)`, `.wait`,
/// `.json` on a JSON object, `AnySnapshotStringConvertible` in `.dump`, `diffV2`, the
/// trait's configuration forms.
@MainActor
@Suite("sst 1.19's strategies and configuration")
struct SSTAdditionsTests {
    let scratch = ScratchSnapshots()

    private func text<Value>(_ value: Value, as strategy: Snapshotting<Value, String>) throws -> String {
        try #require(strategy.snapshot(value).wait(timeout: 5).map { String(decoding: strategy.diffing.toData($0), as: UTF8.self) })
    }

    enum Direction: String, CaseIterable {
        case up, down, left
        var rotated: Direction { self == .up ? .left : self == .left ? .down : .up }
    }

    @Test("func(into:) writes one CSV row a case, into a .csv reference")
    func functionOverCases() {
        let message = scratch.run {
            verifySnapshot(of: { $0.rotated }, as: Snapshotting<Direction, String>.func(into: .description))
        }
        #expect(message == nil)
        #expect(scratch.read(ScratchSnapshots.beside("functionOverCases.1.csv")) == "\"up\",\"left\"\n\"down\",\"up\"\n\"left\",\"down\"\n")
    }

    @Test("wait(for:on:) snapshots after the wait, with the strategy it wraps")
    func waitThenSnapshot() throws {
        let start = Date()
        let taken = Locked<Date?>(nil)
        let inner = Snapshotting<String, String>.lines.pullback { (value: String) -> String in
            taken.withLock { $0 = Date() }
            return value.uppercased()
        }
        let strategy = Snapshotting<String, String>.wait(for: 0.2, on: inner)
        #expect(strategy.pathExtension == "txt")
        #expect(try text("ready", as: strategy) == "READY")
        let elapsed = try #require(taken.withLock { $0 }).timeIntervalSince(start)
        #expect(elapsed >= 0.2, "\(elapsed)")
    }

    @Test("wait(for:on:) runs the current run loop: a timer a screen scheduled fires before the snapshot")
    func waitRunsTimers() throws {
        let title = Locked("Loading")
        let timer = Timer(timeInterval: 0.05, repeats: false) { _ in title.withLock { $0 = "Loaded" } }
        RunLoop.current.add(timer, forMode: .default)
        let strategy = Snapshotting<Locked<String>, String>.wait(for: 0.2, on: Snapshotting<String, String>.lines.pullback { $0.withLock { $0 } })
        #expect(try text(title, as: strategy) == "Loaded")
    }

    @Test("json on a JSON object is pretty-printed with sorted keys; a value that is not one says so")
    func jsonObject() throws {
        let object: [String: Any] = ["name": "Rick", "age": 70, "tags": ["a"]]
        #expect(try text(object, as: .json) == "{\n  \"age\" : 70,\n  \"name\" : \"Rick\",\n  \"tags\" : [\n    \"a\"\n  ]\n}")
        #expect(Snapshotting<[String: Any], String>.json.pathExtension == "json")
        let notJSON: [String: Any] = ["date": Date()]
        #expect(try text(notJSON, as: .json).hasPrefix("JSON serialization failed"))
    }

    struct Card: AnySnapshotStringConvertible {
        var secret = "hidden"
        var snapshotDescription: String { "Card(redacted)" }
    }

    struct Folder: AnySnapshotStringConvertible {
        static var renderChildren: Bool { true }
        var name = "Inbox"
        var snapshotDescription: String { "Folder \(name)" }
    }

    final class Box: NSObject {}

    struct Holder {
        var card = Card()
        var folder = Folder()
        var date = Date(timeIntervalSince1970: 0)
        var word: Substring = "word"
        var box = Box()
    }

    @Test("dump writes an AnySnapshotStringConvertible value as its description, its children only when it asks")
    func dumpConvertible() throws {
        #expect(try text(Holder(), as: .dump) == """
        ▿ Holder
          - card: Card(redacted)
          ▿ folder: Folder Inbox
            - name: "Inbox"
          - date: 1970-01-01T00:00:00Z
          - word: "word"
          - box: <Box>

        """)
    }

    @Test("diffV2 reads and writes the same comparison as diff, with named data attachments")
    func diffV2() throws {
        let lines = Diffing<String>.lines
        #expect(lines.diffV2("a", "a") == nil)
        let (message, attachments) = try #require(lines.diffV2("a\n", "b\n"))
        #expect(message.contains("-a") && message.contains("+b"))
        guard case let .data(data, _)? = attachments.first else {
            Issue.record("expected a data attachment, got \(attachments)")
            return
        }
        #expect(String(decoding: data, as: UTF8.self) == message)

        let made = Diffing<String>.diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            old == new ? nil : ("\(old) → \(new)", [.data(Data(new.utf8), name: "new.txt")])
        }
        #expect(made.diff("x", "x") == nil)
        let (madeMessage, madeAttachments) = try #require(made.diff("x", "y"))
        #expect(madeMessage == "x → y")
        #expect(madeAttachments.map(\.name) == ["new.txt"])
        #expect(madeAttachments.map { String(decoding: $0.data, as: UTF8.self) } == ["y"])
        #expect(made.toData("z") == Data("z".utf8))
    }

    @Test("A strategy built on Diffing.diff(toData:fromData:diffV2:) verifies through the harness")
    func diffV2Strategy() {
        let diffing = Diffing<String>.diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            old == new ? nil : ("differs", [])
        }
        let strategy = Snapshotting<String, String>(pathExtension: "txt", diffing: diffing)
        let first = scratch.run { verifySnapshot(of: "one", as: strategy) }
        let second = scratch.run { verifySnapshot(of: "two", as: strategy) }
        #expect(first == nil)
        #expect(second?.contains("+two") == true)
    }

    @Test(".snapshots(configuration) carries the configuration's mode and tool; bare .snapshots sets nothing")
    func traitForms() {
        let trait: SnapshotTrait = .snapshots(SnapshotTestingConfiguration(record: .never, diffTool: "opendiff"))
        #expect(trait.record == .never)
        #expect(trait.diffTool?(currentFilePath: "a", failedFilePath: "b") == "opendiff a b")
        let bare: _SnapshotsTestTrait = .snapshots
        #expect(bare.record == nil && bare.diffTool == nil)
    }

    @Test("Record's raw values are sst's", arguments: [
        ("all", SnapshotTestingConfiguration.Record.all), ("missing", .missing), ("failed", .failed), ("never", .never),
    ])
    func recordRawValues(raw: String, record: SnapshotTestingConfiguration.Record) {
        #expect(SnapshotTestingConfiguration.Record(rawValue: raw) == record)
        #expect(SnapshotTestingConfiguration.Record(rawValue: raw.uppercased()) == nil)
    }

    @available(*, deprecated, message: "Checks sst's deprecated nil diff tool")
    @Test("A nil diff tool is the default one")
    func nilDiffTool() {
        let tool: SnapshotTestingConfiguration.DiffTool = nil
        let standard = SnapshotTestingConfiguration.DiffTool.default
        #expect(tool(currentFilePath: "a", failedFilePath: "b") == standard(currentFilePath: "a", failedFilePath: "b"))
        #expect(tool(currentFilePath: "a", failedFilePath: "b") != SnapshotTestingConfiguration.DiffTool.ksdiff(currentFilePath: "a", failedFilePath: "b"))
    }

    @Test("image(on:drawHierarchyInKeyWindow:) renders as image(on:) does")
    func drawHierarchyInKeyWindow() throws {
        func render(_ strategy: Snapshotting<UIViewController, UIImage>) throws -> String {
            let controller = UIHostingController(rootView: Text("Hello"))
            let image = try #require(strategy.snapshot(controller).wait(timeout: 5))
            return String(decoding: strategy.diffing.toData(image), as: UTF8.self)
        }
        let plain = try render(.image(on: .iPhoneSe))
        #expect(plain.contains("Hello"))
        #expect(try render(.image(on: .iPhoneSe, drawHierarchyInKeyWindow: true)) == plain)
    }
}
