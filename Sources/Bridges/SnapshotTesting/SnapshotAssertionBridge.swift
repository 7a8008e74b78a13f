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
        verifySnapshot(
            of: try value(), as: snapshotting,
            named: name.map(SnapshotFileName.sanitize),
            record: record,
            placement: .besideTestFile(testName: SnapshotFileName.sanitize(testName), directory: snapshotDirectory),
            timeout: timeout,
            fileID: fileID, filePath: filePath, function: testName, line: line
        )
    }
}
