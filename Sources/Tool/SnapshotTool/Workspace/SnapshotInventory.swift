import Foundation
import SnapshotCore

/// A new render waiting for review: `….txt.new` next to its reference, or the same
/// relative path inside another run's artifacts folder.
struct PendingSnapshot: Equatable {
    /// Absolute path of the pending file.
    var pendingPath: String
    /// Reference path relative to the snapshot root: `__Snapshots__/Suite/test.1.txt`.
    var reference: String
    /// Nil for the local checkout, else the artifacts folder it came from.
    var artifactsFolder: String?
    /// True when there is no reference yet.
    var isNew: Bool
}

/// Every reference and pending render under the snapshot root, plus pending renders
/// of other runs (shards) given by folder. Sorted, so output is stable.
struct SnapshotInventory {
    var references: [String] = []
    var pending: [PendingSnapshot] = []

    static func scan(_ workspace: Workspace, artifactsFolders: [String] = []) throws(ToolError) -> SnapshotInventory {
        var inventory = SnapshotInventory()
        let files = try listSnapshotFiles(in: workspace.snapshotRoot)
        let referenceSet = Set(files.filter { !$0.hasSuffix(SnapshotLocation.pendingSuffix) })
        inventory.references = referenceSet.sorted()
        for file in files where file.hasSuffix(SnapshotLocation.pendingSuffix) {
            let reference = String(file.dropLast(SnapshotLocation.pendingSuffix.count))
            inventory.pending.append(PendingSnapshot(
                pendingPath: FilePath.join(workspace.snapshotRoot, file),
                reference: reference,
                artifactsFolder: nil,
                isNew: !referenceSet.contains(reference)
            ))
        }
        for folder in artifactsFolders {
            let absolute = FilePath.absolute(folder)
            guard FileManager.default.fileExists(atPath: absolute) else {
                throw .environment("the pending folder \(folder) does not exist. Pass the folder SNAPSHOT_ARTIFACTS named in that run, as downloaded.")
            }
            for file in try listSnapshotFiles(in: absolute) where file.hasSuffix(SnapshotLocation.pendingSuffix) {
                let reference = String(file.dropLast(SnapshotLocation.pendingSuffix.count))
                inventory.pending.append(PendingSnapshot(
                    pendingPath: FilePath.join(absolute, file),
                    reference: reference,
                    artifactsFolder: absolute,
                    isNew: !referenceSet.contains(reference)
                ))
            }
        }
        inventory.pending.sort { ($0.reference, $0.pendingPath) < ($1.reference, $1.pendingPath) }
        return inventory
    }

    /// The files of every `__Snapshots__` folder in `root`: the one at the root, where
    /// `assertSnapshot` keeps references, and those beside test files, where
    /// `SnapshotTesting` (sst's API) keeps them. Paths are relative to `root`.
    static func listSnapshotFiles(in root: String) throws(ToolError) -> [String] {
        var files: [String] = []
        for folder in snapshotFolders(in: root) {
            files += try listFiles(under: folder, relativeTo: root)
        }
        return files.sorted()
    }

    /// `root/__Snapshots__` and every `__Snapshots__` below the root's other folders,
    /// skipping hidden folders (`.build`, `.git`) and not looking inside a
    /// `__Snapshots__` for another.
    static func snapshotFolders(in root: String) -> [String] {
        var folders: [String] = []
        var pending = [root]
        let manager = FileManager.default
        while let folder = pending.popLast() {
            guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = FilePath.join(folder, name)
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                if name == SnapshotLocation.folderName {
                    folders.append(path)
                } else {
                    pending.append(path)
                }
            }
        }
        return folders.sorted()
    }

    /// Files below `folder`, as paths relative to `base`, skipping hidden files (the
    /// temporary files of atomic writes) and the colors of pictures, which go with
    /// their render (`SnapshotLocation.colorsSuffix`).
    static func listFiles(under folder: String, relativeTo base: String) throws(ToolError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else {
            throw .environment("\(folder) is a file, not the snapshots folder.")
        }
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw .environment("cannot read \(folder). Check its permissions.")
        }
        var files: [String] = []
        while let item = enumerator.nextObject() as? String {
            let name = FilePath.lastComponent(of: item)
            if name.hasPrefix(".") || name.hasSuffix(SnapshotLocation.colorsSuffix) { continue }
            let path = FilePath.join(folder, item)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(FilePath.relative(path, to: base))
            }
        }
        return files.sorted()
    }
}
