import Foundation

/// Which pending renders (`….new`) exist, folder by folder, so that a matching assertion
/// (nearly every one) clears a stale pending render without a system call of its own: an
/// `unlink` of a file that is not there was a tenth of a verify.
///
/// A folder is listed once per process, the first time a pending render in it is asked
/// about; the ones this process writes are added as they are written. A pending render
/// another process writes into a folder after this one listed it is not seen: only a
/// second run of the same test at the same moment could write one, and its own process
/// clears it.
public enum PendingFiles {
    private struct Listing {
        /// Folder → names of the pending renders in it.
        var folders: [String: Set<String>] = [:]
        /// The folder last found without pending renders: a test's assertions ask about
        /// one folder after another, and comparing its path costs less than hashing it.
        var lastWithoutPending: String?
    }

    private static let listing = Locked(Listing())

    /// Removes the pending render at `path` if there is one; returns whether there was.
    @discardableResult
    public static func remove(_ path: String) -> Bool {
        remove(in: FilePath.directory(of: path)) { path }
    }

    /// Removes the pending render of the reference at `location` if there is one;
    /// returns whether there was. Its path is made only when its folder has pending
    /// renders: most folders have none, and a matching assertion asks on every run.
    @discardableResult
    public static func removePending(of location: SnapshotLocation) -> Bool {
        remove(in: location.folderPath) { location.pendingPath }
    }

    private static func remove(in folder: String, path: () -> String) -> Bool {
        let removed = listing.withLock { listing -> String? in
            if folder == listing.lastWithoutPending { return nil }
            let hasPending: Bool
            if let names = listing.folders[folder] {
                hasPending = !names.isEmpty
            } else {
                let names = listPending(in: folder)
                listing.folders[folder] = names
                hasPending = !names.isEmpty
            }
            guard hasPending else {
                listing.lastWithoutPending = folder
                return nil
            }
            let path = path()
            return listing.folders[folder]?.remove(FilePath.lastComponent(of: path)) != nil ? path : nil
        }
        guard let removed else { return false }
        return AtomicFile.remove(removed)
    }

    /// Records a pending render just written at `path`, once the file is there.
    public static func noteWritten(_ path: String) {
        let (folder, name) = (FilePath.directory(of: path), FilePath.lastComponent(of: path))
        // A folder not listed yet will be listed from the disk, which has the file.
        listing.withLock { listing in
            _ = listing.folders[folder]?.insert(name)
            if listing.lastWithoutPending == folder { listing.lastWithoutPending = nil }
        }
    }

    /// The pending renders' names in `folder`; none when it cannot be read (it does not
    /// exist yet, most often). A folder is listed once a process, so Foundation's listing
    /// is fast enough.
    private static func listPending(in folder: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Set(names.filter { $0.hasSuffix(SnapshotLocation.pendingSuffix) })
    }
}
