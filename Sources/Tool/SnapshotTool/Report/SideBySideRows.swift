import SnapshotCore

/// The rows of a side-by-side diff: equal lines face each other, and a run of deleted
/// lines faces the run of inserted lines that replaced it.
struct SideBySideRow: Equatable {
    enum Kind: Equatable {
        case same
        /// Both sides, different text.
        case changed
        case removed
        case added
    }

    struct Cell: Equatable {
        var number: Int
        var text: Substring
    }

    var kind: Kind
    var old: Cell?
    var new: Cell?

    static func rows(of diff: TextDiff) -> [SideBySideRow] {
        var rows: [SideBySideRow] = []
        var index = 0
        let edits = diff.edits
        while index < edits.count {
            let edit = edits[index]
            switch edit.kind {
            case .equal:
                for (old, new) in zip(edit.old, edit.new) {
                    rows.append(SideBySideRow(kind: .same, old: Cell(number: old + 1, text: diff.oldLines[old]), new: Cell(number: new + 1, text: diff.newLines[new])))
                }
                index += 1
            case .delete, .insert:
                // Gather the whole change: deletions and insertions until the next equal run.
                var deleted: [Int] = []
                var inserted: [Int] = []
                while index < edits.count, edits[index].kind != .equal {
                    if edits[index].kind == .delete { deleted += Array(edits[index].old) } else { inserted += Array(edits[index].new) }
                    index += 1
                }
                for offset in 0..<max(deleted.count, inserted.count) {
                    let old = offset < deleted.count ? Cell(number: deleted[offset] + 1, text: diff.oldLines[deleted[offset]]) : nil
                    let new = offset < inserted.count ? Cell(number: inserted[offset] + 1, text: diff.newLines[inserted[offset]]) : nil
                    let kind: Kind = old == nil ? .added : new == nil ? .removed : .changed
                    rows.append(SideBySideRow(kind: kind, old: old, new: new))
                }
            }
        }
        return rows
    }
}
