import Foundation
internal import SnapshotTestKit

/// Where sst's API meets the harness: the strategy's format becomes text, sst's names
/// become the file's place, and the harness does the rest (claims, record modes, the
/// ledger, pending renders, messages), exactly as for `.device` snapshots.
enum SnapshotAssertionBridge {
    static func assert<Value, Format>(
        _ value: @autoclosure () throws -> Value,
        as snapshotting: Snapshotting<Value, Format>,
        named name: String?,
        recording: Bool?,
        snapshotDirectory: String?,
        timeout: TimeInterval,
        fileID: StaticString,
        filePath: StaticString,
        testName: String,
        line: UInt,
        column: UInt
    ) {
        let result = verify(
            try value(), as: snapshotting, named: name, recording: recording, snapshotDirectory: snapshotDirectory,
            timeout: timeout, fileID: "\(fileID)", filePath: "\(filePath)", testName: testName, line: Int(line)
        )
        result.harness.report(fileID: "\(fileID)", filePath: filePath, line: line, column: column)
    }

    struct Result {
        var harness: SnapshotResult
        /// sst's `verifySnapshot` answer: the message of a failure, nil otherwise.
        var failureMessage: String? { harness.isFailure ? harness.message : nil }
    }

    static func verify<Value, Format>(
        _ value: @autoclosure () throws -> Value,
        as snapshotting: Snapshotting<Value, Format>,
        named name: String?,
        recording: Bool?,
        snapshotDirectory: String?,
        timeout: TimeInterval,
        fileID: String,
        filePath: String,
        testName: String,
        line: Int
    ) -> Result {
        var result = withoutActuallyEscaping(value) { value in
            // Each step runs inside the harness's render, on this thread, before the
            // harness returns: the value and the strategy never leave it.
            nonisolated(unsafe) let make = value
            nonisolated(unsafe) let strategy = snapshotting
            let text = SnapshotCore.Snapshotting<Void>(
                pathExtension: Self.pathExtension(of: snapshotting),
                snapshot: { _, _ in try TextCapture.text(of: try make(), as: strategy, timeout: timeout) },
                colors: { _, _ in try TextCapture.colors(of: try make(), as: strategy, timeout: timeout) }
            )
            return SnapshotTestKit.verifySnapshot(
                of: (), as: text,
                named: name.map(SnapshotFileName.sanitize),
                record: recordMode(recording),
                placement: .besideTestFile(testName: SnapshotFileName.sanitize(testName), directory: snapshotDirectory),
                fileID: fileID, filePath: filePath, function: testName, line: line
            )
        }
        if result.isFailure, let location = result.location, let tool = diffTool {
            let command = tool(currentFilePath: location.referencePath, failedFilePath: location.pendingPath)
            if !command.isEmpty { result.message = (result.message ?? "") + "\n\n" + command }
        }
        return Result(harness: result)
    }

    /// An image strategy's `png` becomes `txt`: what is written is a text render.
    static func pathExtension<Value, Format>(of snapshotting: Snapshotting<Value, Format>) -> String {
        switch snapshotting.pathExtension {
        case nil, "", "png", "jpg", "jpeg", "heic", "pdf": "txt"
        case let other?: other
        }
    }

    /// sst's order: the assertion's own `record:`, then `withSnapshotTesting` or the
    /// trait, then the deprecated `isRecording`; nil leaves it to `SNAPSHOT_TESTING_RECORD`
    /// and the harness's default, `missing`.
    static func recordMode(_ recording: Bool?) -> RecordMode? {
        if let recording { return recording ? .all : .missing }
        if let record = SnapshotTestingConfiguration.current?.record {
            return RecordMode(rawValue: record.rawValue)
        }
        return GlobalSettings.isRecording.withLock { $0 } ? .all : nil
    }

    private static var diffTool: SnapshotTestingConfiguration.DiffTool? {
        SnapshotTestingConfiguration.current?.diffTool ?? GlobalSettings.diffTool.withLock { $0 }
    }
}
