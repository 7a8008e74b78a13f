import Foundation

/// Line-level diff of two texts: lines are interned to integers, then handed to Myers.
public enum LineDiff {
    public static func edits(from old: [Substring], to new: [Substring]) -> [DiffEdit] {
        // Most diffs change a few lines of a long render: the equal lines at both ends
        // are compared once, byte for byte, and never hashed.
        var prefix = 0
        while prefix < old.count, prefix < new.count, UTF8Bytes.equal(old[prefix], new[prefix]) {
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              UTF8Bytes.equal(old[old.count - 1 - suffix], new[new.count - 1 - suffix]) {
            suffix += 1
        }
        let oldMiddle = old[prefix..<old.count - suffix]
        let newMiddle = new[prefix..<new.count - suffix]
        var table = LineTable(capacity: oldMiddle.count + newMiddle.count)
        let oldIDs = oldMiddle.map { table.id(of: $0) }
        let newIDs = newMiddle.map { table.id(of: $0) }

        var matches: [MatchRun] = []
        func add(_ run: MatchRun) {
            guard run.length > 0 else { return }
            if let last = matches.last, last.oldStart + last.length == run.oldStart, last.newStart + last.length == run.newStart {
                matches[matches.count - 1].length += run.length
            } else {
                matches.append(run)
            }
        }
        add(MatchRun(oldStart: 0, newStart: 0, length: prefix))
        for edit in MyersDiff.edits(from: oldIDs, to: newIDs) where edit.kind == .equal {
            add(MatchRun(oldStart: prefix + edit.old.lowerBound, newStart: prefix + edit.new.lowerBound, length: edit.old.count))
        }
        add(MatchRun(oldStart: old.count - suffix, newStart: new.count - suffix, length: suffix))
        return EditScript.make(matches: matches, oldCount: old.count, newCount: new.count)
    }

    public static func edits(from old: String, to new: String) -> [DiffEdit] {
        edits(from: TextLines.split(old), to: TextLines.split(new))
    }
}

/// Equality of UTF-8 bytes, the rule references are compared by (`String`'s `==`
/// compares canonical equivalence instead).
enum UTF8Bytes {
    static func equal(_ first: Substring, _ second: Substring) -> Bool {
        let a = first.utf8, b = second.utf8
        guard a.count == b.count else { return false }
        if let result = a.withContiguousStorageIfAvailable({ a in
            b.withContiguousStorageIfAvailable { b in
                a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }), let result {
            return result
        }
        return a.elementsEqual(b)
    }
}

/// Gives each distinct line a number. Lines are equal when their UTF-8 bytes are, the
/// same rule the harness compares references by; hashing the bytes also skips the
/// Unicode normalization that `String` hashing does for every non-ASCII line (and a
/// screen's box-drawing rows are all non-ASCII).
private struct LineTable {
    /// Hash → first line with that hash; collisions chain through `next`.
    private var firstWithHash: [UInt64: Int] = [:]
    private var next: [Int] = []
    private var lines: [Substring] = []

    init(capacity: Int) {
        firstWithHash.reserveCapacity(capacity)
        next.reserveCapacity(capacity)
        lines.reserveCapacity(capacity)
    }

    mutating func id(of line: Substring) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in line.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        var candidate = firstWithHash[hash] ?? -1
        while candidate >= 0 {
            if UTF8Bytes.equal(lines[candidate], line) { return candidate }
            candidate = next[candidate]
        }
        let id = lines.count
        lines.append(line)
        next.append(firstWithHash[hash] ?? -1)
        firstWithHash[hash] = id
        return id
    }
}
