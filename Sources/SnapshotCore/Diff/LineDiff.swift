/// Line-level diff of two texts: lines are interned to integers, then handed to Myers.
public enum LineDiff {
    public static func edits(from old: [Substring], to new: [Substring]) -> [DiffEdit] {
        var table = LineTable(capacity: old.count + new.count)
        let oldIDs = old.map { table.id(of: $0) }
        let newIDs = new.map { table.id(of: $0) }
        return MyersDiff.edits(from: oldIDs, to: newIDs)
    }

    public static func edits(from old: String, to new: String) -> [DiffEdit] {
        edits(from: TextLines.split(old), to: TextLines.split(new))
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
            if lines[candidate].utf8.elementsEqual(line.utf8) { return candidate }
            candidate = next[candidate]
        }
        let id = lines.count
        lines.append(line)
        next.append(firstWithHash[hash] ?? -1)
        firstWithHash[hash] = id
        return id
    }
}
