import TestSupport
import Testing

@testable import SnapshotDiff

@Suite("Myers diff")
struct MyersDiffTests {
    // MARK: - Reference implementation

    /// Length of the longest common subsequence by dynamic programming: the slow,
    /// obviously correct yardstick. A shortest edit script has N + M − 2·LCS steps.
    private func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for i in 1...max(a.count, 1) where i <= a.count {
            for j in 1...max(b.count, 1) where j <= b.count {
                current[j] = a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// Replays an edit script on `old`, checking every step against both sequences.
    private func apply(_ edits: [DiffEdit], old: [Int], new: [Int]) -> [Int]? {
        var result: [Int] = []
        var oldIndex = 0
        var newIndex = 0
        for edit in edits {
            guard edit.old.lowerBound == oldIndex, edit.new.lowerBound == newIndex else { return nil }
            switch edit.kind {
            case .equal:
                guard edit.old.count == edit.new.count,
                      Array(old[edit.old]) == Array(new[edit.new]) else { return nil }
                result += old[edit.old]
            case .delete:
                guard edit.new.isEmpty else { return nil }
            case .insert:
                guard edit.old.isEmpty else { return nil }
                result += new[edit.new]
            }
            oldIndex = edit.old.upperBound
            newIndex = edit.new.upperBound
        }
        guard oldIndex == old.count, newIndex == new.count else { return nil }
        return result
    }

    // MARK: - Properties

    @Test("Random inputs: the script turns old into new and is as short as possible")
    func randomInputsGiveMinimalValidScripts() {
        var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        for round in 0..<3000 {
            // Small alphabets make many repeats, the hard case for a diff.
            let alphabet = 1 + generator.next(round % 3 == 0 ? 3 : 8)
            let old = (0..<generator.next(40)).map { _ in generator.next(alphabet) }
            var new = old
            for _ in 0..<generator.next(8) {
                switch generator.next(3) {
                case 0 where !new.isEmpty: new.remove(at: generator.next(new.count))
                case 1: new.insert(generator.next(alphabet), at: generator.next(new.count + 1))
                default: if !new.isEmpty { new[generator.next(new.count)] = generator.next(alphabet) }
                }
            }
            if round % 5 == 0 { new = (0..<generator.next(40)).map { _ in generator.next(alphabet) } }

            let edits = MyersDiff.edits(from: old, to: new)
            #expect(apply(edits, old: old, new: new) == new, "round \(round): \(old) → \(new)")
            let minimal = old.count + new.count - 2 * longestCommonSubsequence(old, new)
            #expect(edits.editDistance == minimal, "round \(round): \(old) → \(new)")
        }
    }

    // MARK: - Cases

    @Test("Equal sequences give one equal step")
    func equalSequences() {
        let edits = MyersDiff.edits(from: [1, 2, 3], to: [1, 2, 3])
        #expect(edits == [DiffEdit(kind: .equal, old: 0..<3, new: 0..<3)])
    }

    @Test("Empty old gives one insertion, empty new one deletion")
    func emptySides() {
        #expect(MyersDiff.edits(from: [], to: [7, 8]) == [DiffEdit(kind: .insert, old: 0..<0, new: 0..<2)])
        #expect(MyersDiff.edits(from: [7, 8], to: []) == [DiffEdit(kind: .delete, old: 0..<2, new: 0..<0)])
        #expect(MyersDiff.edits(from: [], to: []).isEmpty)
    }

    @Test("A replaced element is a deletion followed by an insertion")
    func replacement() {
        let edits = MyersDiff.edits(from: [1, 2, 3], to: [1, 9, 3])
        #expect(edits == [
            DiffEdit(kind: .equal, old: 0..<1, new: 0..<1),
            DiffEdit(kind: .delete, old: 1..<2, new: 1..<1),
            DiffEdit(kind: .insert, old: 2..<2, new: 1..<2),
            DiffEdit(kind: .equal, old: 2..<3, new: 2..<3),
        ])
    }

    @Test("Repeated rows with one change cost one change, not a quadratic search")
    func repeatedRowsStayCheap() {
        // 4,000 lines, three in four of them the same blank row: the peer's slow case.
        let old = (0..<4000).map { $0 % 4 == 0 ? $0 : -1 }
        var new = old
        new[2001] = 123_456
        let edits = MyersDiff.edits(from: old, to: new)
        #expect(edits.editDistance == 2)
        #expect(apply(edits, old: old, new: new) == new)
    }
}
