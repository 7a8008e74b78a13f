import Foundation
import SnapshotTestKit

/// Where sst's API meets the harness: sst's names become the file's place beside the
/// test file, and the harness does the rest (claims, record modes, the ledger, pending
/// renders, messages), exactly as for `.device`.
enum SnapshotAssertionBridge {
    static func verify<Value, Format>(
        _ value: @autoclosure () throws -> Value,
        as snapshotting: Snapshotting<Value, Format>,
        named name: String?,
        record: RecordMode?,
        snapshotDirectory: String?,
        timeout: TimeInterval,
        fileID: String,
        filePath: String,
        testName: String,
        line: Int
    ) -> SnapshotResult {
        var sanitizedName: String?
        if let name { sanitizedName = SnapshotFileName.sanitize(name) }
        return verifySnapshot(
            of: try value(), as: snapshotting,
            named: sanitizedName,
            record: record,
            placement: .besideTestFile(testName: sanitizedTestName(testName), directory: snapshotDirectory),
            timeout: timeout,
            fileID: fileID, filePath: filePath, function: testName, line: line
        )
    }

    /// The test's name as sst writes it in a file name. The same for every assertion of
    /// a test, which come one after another: the last one is kept.
    private static func sanitizedTestName(_ testName: String) -> String {
        lastTestName.withLock { last in
            if last.raw == testName { return last.sanitized }
            last = (testName, SnapshotFileName.sanitize(testName))
            return last.sanitized
        }
    }

    /// Starts as the empty name, which sanitizes to itself.
    private static let lastTestName = Locked<(raw: String, sanitized: String)>(("", ""))
}
