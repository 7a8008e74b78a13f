import Foundation
import SnapshotCore

/// Keeps two `snapshots test` runs from sharing one ledger: the second would erase the
/// first one's records. Held with `flock(2)`, so a killed run releases it.
struct RunLock {
    private let descriptor: Int32

    static func acquire(for ledger: String) throws(ToolError) -> RunLock {
        let path = ledger + ".lock"
        do {
            try AtomicFile.createDirectories(FilePath.directory(of: path), for: path)
        } catch {
            throw .from(error)
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .environment("cannot create \(path): \(String(cString: strerror(errno))). Check the folder's permissions.")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw .environment("""
            another `snapshots test` is running with the ledger \(ledger). Wait for it to finish, \
            or give this run its own ledger with --ledger PATH.
            """)
        }
        return RunLock(descriptor: descriptor)
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
