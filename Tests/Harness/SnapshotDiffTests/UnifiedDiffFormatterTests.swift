import Foundation
import Testing

@testable import SnapshotDiff

@Suite("Unified diff output")
struct UnifiedDiffFormatterTests {
    /// Applies a unified diff to `old`, the way `patch` would, checking every context
    /// and deleted line against the old text.
    private func applyPatch(_ patch: String, to old: String) -> String? {
        let oldLines = TextLines.split(old)
        var output: [Substring] = []
        var oldIndex = 0
        for line in patch.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("---") || line.hasPrefix("+++") { continue }
            if line.hasPrefix("@@") {
                // "@@ -a,b +c,d @@": copy unchanged lines up to old line a.
                let oldPart = line.split(separator: " ")[1].dropFirst()
                let fields = oldPart.split(separator: ",")
                let start = Int(fields[0])!
                let count = fields.count > 1 ? Int(fields[1])! : 1
                let firstLine = count == 0 ? start : start - 1
                while oldIndex < firstLine {
                    output.append(oldLines[oldIndex])
                    oldIndex += 1
                }
                continue
            }
            guard let marker = line.first else { continue }
            let text = line.dropFirst()
            switch marker {
            case " ":
                guard oldIndex < oldLines.count, oldLines[oldIndex] == text else { return nil }
                output.append(text)
                oldIndex += 1
            case "-":
                guard oldIndex < oldLines.count, oldLines[oldIndex] == text else { return nil }
                oldIndex += 1
            case "+":
                output.append(text)
            default:
                return nil
            }
        }
        output += oldLines[oldIndex...]
        return output.map { $0 + "\n" }.joined()
    }

    @Test("Exact output for one changed line")
    func exactOutput() {
        let old = "title\na\nb\nc\nd\ne\n"
        let new = "title\na\nb\nC\nd\ne\n"
        let text = UnifiedDiffFormatter().format(TextDiff(old: old, new: new), oldLabel: "ref.txt", newLabel: "ref.txt.new")
        #expect(text == """
        --- ref.txt
        +++ ref.txt.new
        @@ -1,6 +1,6 @@
         title
         a
         b
        -c
        +C
         d
         e
        """)
    }

    @Test("The output is a patch: applying it to the old text gives the new text")
    func outputAppliesAsPatch() {
        var generatorState: UInt64 = 42
        func next(_ bound: Int) -> Int {
            generatorState = generatorState &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((generatorState >> 33) % UInt64(bound))
        }
        let formatter = UnifiedDiffFormatter(revealsInvisibles: false)
        for _ in 0..<300 {
            let old = (0..<next(60)).map { _ in ["│ ", "row", "╭─╮", "Text \"a\"", ""][next(5)] + "\(next(4))" }
            var new = old
            for _ in 0..<next(6) {
                if next(2) == 0, !new.isEmpty { new.remove(at: next(new.count)) } else { new.insert("new \(next(9))", at: next(new.count + 1)) }
            }
            let oldText = old.map { $0 + "\n" }.joined()
            let newText = new.map { $0 + "\n" }.joined()
            let patch = formatter.format(TextDiff(old: oldText, new: newText), oldLabel: "a", newLabel: "b")
            #expect(applyPatch(patch, to: oldText) == newText)
        }
    }

    @Test("Trailing spaces, tabs and zero-width characters are shown, with a legend")
    func invisiblesAreRevealed() {
        let text = UnifiedDiffFormatter().format(
            TextDiff(old: "name\n", new: "name  \n\tx\u{200B}y\n"),
            oldLabel: "a",
            newLabel: "b"
        )
        #expect(text.contains("+name··"))
        #expect(text.contains("+⇥x⟨U+200B⟩y"))
        #expect(text.contains("(· trailing space, ⇥ tab, ⟨U+…⟩ invisible or control character)"))
    }

    @Test("Colors only when the style is enabled")
    func colorsFollowStyle() {
        let diff = TextDiff(old: "a\n", new: "b\n")
        let plain = UnifiedDiffFormatter(style: .plain).format(diff, oldLabel: "x", newLabel: "y")
        let colored = UnifiedDiffFormatter(style: TerminalStyle(isEnabled: true)).format(diff, oldLabel: "x", newLabel: "y")
        #expect(!plain.contains("\u{1B}["))
        #expect(colored.contains("\u{1B}[31m-a\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[32m+b\u{1B}[0m"))
    }
}
