import Foundation
import SnapshotCore

/// Chooses pending renders from command-line arguments: none means all; otherwise each
/// argument is a reference path (with or without `.new`), a file name, or a glob
/// pattern (`'__Snapshots__/CharacterList*/*'`, `'*loaded*'`).
enum PendingSelection {
    static func select(_ pending: [PendingSnapshot], by arguments: [String], workspace: Workspace, command: String) throws(ToolError) -> [PendingSnapshot] {
        guard !arguments.isEmpty else { return pending }
        var selected: [PendingSnapshot] = []
        for argument in arguments {
            let found = pending.filter { matches($0, argument, workspace: workspace) }
            if found.isEmpty {
                let known = pending.isEmpty ? "There is nothing pending." : "Pending: " + pending.map(\.reference).joined(separator: ", ")
                throw .usage("\(argument) matches no pending snapshot. \(known)", command: "snapshots \(command)")
            }
            for match in found where !selected.contains(match) {
                selected.append(match)
            }
        }
        return selected
    }

    static func matches(_ snapshot: PendingSnapshot, _ argument: String, workspace: Workspace) -> Bool {
        var target = argument
        if target.hasSuffix(SnapshotLocation.pendingSuffix) {
            target = String(target.dropLast(SnapshotLocation.pendingSuffix.count))
        }
        if target.hasPrefix("/") {
            target = FilePath.relative(FilePath.normalize(target), to: workspace.snapshotRoot)
        }
        let name = FilePath.lastComponent(of: snapshot.reference)
        if target.contains(where: { "*?[".contains($0) }) {
            return fnmatch(target, snapshot.reference, 0) == 0 || fnmatch(target, name, 0) == 0
        }
        return snapshot.reference == target || name == target || snapshot.reference.hasSuffix("/" + target)
    }
}
