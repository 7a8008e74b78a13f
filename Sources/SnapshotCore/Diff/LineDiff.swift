/// Line-level diff of two texts: lines are interned to integers, then handed to Myers.
public enum LineDiff {
    public static func edits(from old: [Substring], to new: [Substring]) -> [DiffEdit] {
        var ids: [Substring: Int] = [:]
        ids.reserveCapacity(old.count + new.count)
        func intern(_ lines: [Substring]) -> [Int] {
            lines.map { line in
                if let id = ids[line] { return id }
                let id = ids.count
                ids[line] = id
                return id
            }
        }
        let oldIDs = intern(old)
        let newIDs = intern(new)
        return MyersDiff.edits(from: oldIDs, to: newIDs)
    }

    public static func edits(from old: String, to new: String) -> [DiffEdit] {
        edits(from: TextLines.split(old), to: TextLines.split(new))
    }
}
