import Foundation
import SnapshotCore
import Testing

/// The modifiers a render accepts and leaves undrawn (`_UndrawnModifier`) are the ones
/// the README's table "Modifiers a still picture does not draw" lists, no more and no
/// fewer: a modifier that changes the picture is drawn or named, never dropped unsaid.
@Suite("Undrawn modifiers and the README's table")
struct UndrawnModifierTableTests {
    /// The name of each function whose body uses `_UndrawnModifier()`, by file.
    static func undrawnModifiers(in files: [(path: String, lines: [Substring])]) throws -> [String: [String]] {
        let function = try NSRegularExpression(pattern: #"\bfunc\s+(\w+)"#)
        var found: [String: [String]] = [:]
        for file in files {
            var current: String?
            for line in file.lines {
                let text = String(line)
                if let match = function.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                   let range = Range(match.range(at: 1), in: text) {
                    current = String(text[range])
                }
                if text.contains("_UndrawnModifier()"), let current {
                    found[current, default: []].append(file.path)
                }
            }
        }
        return found
    }

    /// The names in backticks in the first column of the README's table.
    static func tableNames(in readme: String) -> Set<String> {
        guard let start = readme.range(of: "### Modifiers a still picture does not draw") else { return [] }
        let section = readme[start.upperBound...]
        let end = section.range(of: "\n### ")?.lowerBound ?? section.endIndex
        var names: Set<String> = []
        for line in section[..<end].split(separator: "\n") where line.hasPrefix("| `") {
            let firstColumn = line.dropFirst(2).prefix { $0 != "|" }
            let parts = firstColumn.split(separator: "`", omittingEmptySubsequences: false)
            // Odd parts are inside backticks.
            for (index, part) in parts.enumerated() where index % 2 == 1 {
                names.insert(String(part.prefix { $0 != "(" }))
            }
        }
        return names
    }

    @Test("Every undrawn modifier has a row in the README's table, and every row names one")
    func tableMatchesSources() throws {
        let root = try PackageRoot.find(fromFile: #filePath)
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        let listed = Self.tableNames(in: readme)
        let used = try Self.undrawnModifiers(in: SourceRulesTests.sourceFiles())
        #expect(listed.count > 50, "the table was not found or lost its rows: \(listed.count)")
        #expect(used.count > 50, "the sources' undrawn modifiers were not found: \(used.count)")
        let unlisted = used.keys.filter { !listed.contains($0) }.sorted().map { "\($0) (\(used[$0]!.joined(separator: ", ")))" }
        #expect(unlisted.isEmpty, "accepted and undrawn, but not in the README's table: \(unlisted.joined(separator: "; "))")
        let gone = listed.filter { used[$0] == nil }.sorted()
        #expect(gone.isEmpty, "in the README's table, but drawn, named or gone: \(gone.joined(separator: ", "))")
    }

    @Test("The reader finds the owning function of each use, and the table's names")
    func readersFindNames() throws {
        let files: [(path: String, lines: [Substring])] = [("A.swift", [
            "    nonisolated public func onFoo(",
            "        _ action: () -> Void",
            "    ) -> ModifiedContent<Self, _UndrawnModifier> {",
            "        modifier(_UndrawnModifier())",
            "    }",
            "    func drawn() -> some View { modifier(_SemanticsModifier()) }",
        ])]
        #expect(try Self.undrawnModifiers(in: files) == ["onFoo": ["A.swift"]])
        let readme = """
        ### Modifiers a still picture does not draw

        | modifiers | why |
        |---|---|
        | `onFoo`, `bar(_:)` | because `notAName` |
        | `toolbarBackground` (its visibility form) | a fill |

        ### Next
        | `outside` | x |
        """
        #expect(Self.tableNames(in: readme) == ["onFoo", "bar", "toolbarBackground"])
    }
}
