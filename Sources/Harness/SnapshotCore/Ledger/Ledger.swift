import Foundation

/// The run ledger: an append-only JSON Lines file shared by every test, every thread
/// and every `swift test` process of a run.
///
/// Each record is written whole (one `write(2)`, more only after a short write) on a
/// descriptor opened with `O_APPEND`, under an exclusive `flock(2)` across processes
/// and a lock across threads, so records never interleave and none is lost.
public enum Ledger {
    private static let descriptors = Locked<[String: Int32]>([:])

    public static func append(_ entry: LedgerEntry, to path: String) throws(SnapshotError) {
        try append(line: entry.jsonLine, to: path)
    }

    public static func append(_ record: LedgerRunRecord, to path: String) throws(SnapshotError) {
        try append(line: record.jsonLine, to: path)
    }

    static func append(line: String, to path: String) throws(SnapshotError) {
        let result: Int32? = descriptors.withLock { open in
            let descriptor: Int32
            if let existing = open[path] {
                descriptor = existing
            } else {
                let created = Foundation.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
                if created < 0 { return errno }
                open[path] = created
                descriptor = created
            }
            flock(descriptor, LOCK_EX)
            defer { flock(descriptor, LOCK_UN) }
            return Array(line.utf8).withUnsafeBytes { Posix.writeAll(descriptor, $0) }
        }
        if let code = result {
            throw .cannotWrite(path: path, reason: Errno.describe(code))
        }
    }

    /// Everything a ledger file holds. Lines that are not records (a truncated copy, a
    /// hand edit) are reported by number rather than skipped silently.
    public struct Contents: Equatable, Sendable {
        public var snapshots: [LedgerEntry] = []
        public var runs: [LedgerRunRecord] = []
        public var invalidLines: [Int] = []
    }

    public static func read(_ path: String) throws(SnapshotError) -> Contents {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .referenceUnreadable(path: path, reason: "the ledger file cannot be read")
        }
        return parse(String(decoding: data, as: UTF8.self))
    }

    public static func parse(_ text: String) -> Contents {
        var contents = Contents()
        let decoder = JSONDecoder()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let data = Data(line.utf8)
            if let entry = try? decoder.decode(LedgerEntry.self, from: data), entry.type == "snapshot" {
                contents.snapshots.append(entry)
            } else if let run = try? decoder.decode(LedgerRunRecord.self, from: data), run.type == "run" {
                contents.runs.append(run)
            } else {
                contents.invalidLines.append(index + 1)
            }
        }
        return contents
    }
}
