import Foundation
@testable import SnapshotTesting
import TestSupport
import Testing

@MainActor
@Suite("Text strategies and sst's names")
struct TextStrategyTests {
    let scratch = ScratchSnapshots()

    struct User: Encodable {
        var id: Int
        var name: String
        var tags: Set<String>
        var scores: [String: Int]
        var manager: String?
    }

    private func text<Value>(_ value: Value, as strategy: Snapshotting<Value, String>) throws -> String {
        try #require(strategy.snapshot(value).wait(timeout: 1).map { String(decoding: strategy.diffing.toData($0), as: UTF8.self) })
    }

    @Test("dump prints the structure with sets and dictionaries sorted, optionals unwrapped")
    func dump() throws {
        let user = User(id: 1, name: "Rick", tags: ["scientist", "grandpa", "alive"], scores: ["b": 2, "a": 1], manager: nil)
        #expect(try text(user, as: .dump) == """
        ▿ User
          - id: 1
          - name: "Rick"
          ▿ tags: 3 elements
            - "alive"
            - "grandpa"
            - "scientist"
          ▿ scores: 2 elements
            - "a": 1
            - "b": 2
          - manager: nil

        """)
    }

    @Test("description, lines and json as sst writes them")
    func textStrategies() throws {
        #expect(try text(42, as: .description) == "42")
        #expect(try text("a\nb", as: .lines) == "a\nb")
        #expect(try text(User(id: 2, name: "Morty", tags: [], scores: [:]), as: .json) == """
        {
          "id" : 2,
          "name" : "Morty",
          "scores" : {

          },
          "tags" : [

          ]
        }
        """)
    }

    @Test("Names are sanitized as sst sanitizes them", arguments: [
        ("view()", "view"),
        ("testLoadedState()", "testLoadedState"),
        ("When data is version 1.0.0", "When-data-is-version-1-0-0"),
        ("PostListScreen-Loaded-iPhoneSe", "PostListScreen-Loaded-iPhoneSe"),
        ("snake_case stays", "snake_case-stays"),
        ("  ../../etc/passwd  ", "etc-passwd"),
        ("日本語 テスト", "日本語-テスト"),
    ])
    func sanitizedNames(raw: String, sanitized: String) {
        #expect(SnapshotFileName.sanitize(raw) == sanitized)
    }

    @Test("The byte-by-byte rule for ASCII names is the Unicode rule, on thousands of names")
    func asciiShortcutMatchesTheRule() {
        var generator = SeededGenerator(seed: 0x5a17)
        let alphabet = Array("aZ09_ ()-.:/éß\t")
        for _ in 0..<5_000 {
            let name = String((0..<generator.next(12)).map { _ in alphabet[generator.next(alphabet.count)] })
            #expect(SnapshotFileName.sanitize(name) == SnapshotFileName.sanitizeScalars(name), "\(name.debugDescription)")
        }
    }

    @Test("assertSnapshots names each strategy by its key, in key order, or numbers them")
    func severalStrategies() {
        scratch.run {
            assertSnapshots(of: 7, as: ["number": .description, "dump": .dump])
            assertSnapshots(of: "x", as: [.lines, .description])
        }
        #expect(scratch.read(ScratchSnapshots.beside("severalStrategies.number.txt")) == "7\n")
        #expect(scratch.read(ScratchSnapshots.beside("severalStrategies.dump.txt")) == "- 7\n")
        #expect(scratch.read(ScratchSnapshots.beside("severalStrategies.1.txt")) == "x\n")
        #expect(scratch.read(ScratchSnapshots.beside("severalStrategies.2.txt")) == "x\n")
    }

    @Test("A team's own strategy, pulled back from a built-in one, keeps its format and extension")
    func pullback() {
        struct Screen { var title: String }
        let byTitle: Snapshotting<Screen, String> = Snapshotting<String, String>.lines.pullback { $0.title }
        let message = scratch.run { verifySnapshot(of: Screen(title: "Settings"), as: byTitle) }
        #expect(message == nil)
        #expect(scratch.read(ScratchSnapshots.beside("pullback.1.txt")) == "Settings\n")
    }

    @Test("Diffing.lines gives a unified diff, nil for equal text")
    func linesDiff() throws {
        #expect(Diffing<String>.lines.diff("a\nb\n", "a\nb\n") == nil)
        let (message, attachments) = try #require(Diffing<String>.lines.diff("a\nb\n", "a\nc\n"))
        #expect(message.contains("-b") && message.contains("+c"))
        #expect(attachments.count == 1)
    }
}
