import Foundation
import RenderFormat
import SnapshotCore

/// What accepting and rejecting do to files, shared by the commands and the review.
enum PendingActions {
    static func accept(_ snapshot: PendingSnapshot, workspace: Workspace) throws(ToolError) {
        guard let data = FileManager.default.contents(atPath: snapshot.pendingPath) else {
            throw .environment("cannot read \(snapshot.pendingPath). Check its permissions, or run the tests again to write it anew.")
        }
        do {
            try AtomicFile.write(Array(data), to: FilePath.join(workspace.snapshotRoot, snapshot.reference))
        } catch {
            throw .from(error)
        }
        if snapshot.artifactsFolder == nil {
            AtomicFile.remove(snapshot.pendingPath)
            AtomicFile.remove(SnapshotLocation.colorsPath(of: snapshot.pendingPath))
        }
    }

    static func reject(_ snapshot: PendingSnapshot) throws(ToolError) {
        guard snapshot.artifactsFolder == nil else { return }
        if !AtomicFile.remove(snapshot.pendingPath), FileManager.default.fileExists(atPath: snapshot.pendingPath) {
            throw .environment("cannot delete \(snapshot.pendingPath). Check the permissions of its folder.")
        }
        AtomicFile.remove(SnapshotLocation.colorsPath(of: snapshot.pendingPath))
    }

    /// The colors of the pending render's picture, when its strategy drew them.
    static func colors(_ snapshot: PendingSnapshot) -> ColorPicture? {
        guard let data = FileManager.default.contents(atPath: SnapshotLocation.colorsPath(of: snapshot.pendingPath)) else { return nil }
        return ColorPicture(parsing: String(decoding: data, as: UTF8.self))
    }

    /// The reference's text, empty for a new snapshot.
    static func texts(_ snapshot: PendingSnapshot, workspace: Workspace) throws(ToolError) -> (reference: String, pending: String) {
        guard let pending = FileManager.default.contents(atPath: snapshot.pendingPath) else {
            throw .environment("cannot read \(snapshot.pendingPath). Check its permissions, or run the tests again to write it anew.")
        }
        let referencePath = FilePath.join(workspace.snapshotRoot, snapshot.reference)
        let reference = FileManager.default.contents(atPath: referencePath).map {
            TextNormalization.normalize(String(decoding: $0, as: UTF8.self))
        }
        return (reference ?? "", TextNormalization.normalize(String(decoding: pending, as: UTF8.self)))
    }
}
