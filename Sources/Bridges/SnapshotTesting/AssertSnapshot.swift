import Foundation
import SnapshotTestKit

/// Asserts that a value's snapshot matches its reference, as swift-snapshot-testing's
/// `assertSnapshot` does, with its reference where sst keeps it:
/// `__Snapshots__/<TestFile>/<testName>.<name or number>.txt` beside the test file.
///
/// A missing reference is recorded and reported as a notice (run again to verify); a
/// mismatch fails with a line diff and leaves the new render beside the reference as
/// `….txt.new` for `swift run snapshots review`. In CI (`CI=true`) nothing is written.
///
/// - Parameters:
///   - record: this assertion's record mode, over every other setting (`.all` rewrites
///     the reference, `.never` fails on a missing one).
///   - timeout: how long to wait for a strategy that delivers its value later.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertionBridge.verify(
        try value(), as: snapshotting, named: name, record: record, snapshotDirectory: nil, timeout: timeout,
        fileID: fileID.description, filePath: filePath.description, testName: testName, line: Int(line)
    ).report(fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Several strategies over one value, each under its key as the snapshot's name.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    // In key order: the same files are claimed in the same order on every run.
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: try value(), as: strategy, named: name, record: record, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
    }
}

/// Several strategies over one value, numbered in order.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(
            of: try value(), as: strategy, record: record, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
    }
}

/// Verifies like `assertSnapshot` and returns the failure message instead of failing
/// the test: nil when the snapshot matched or was recorded.
///
/// - Parameter snapshotDirectory: the folder the reference goes in, instead of the test
///   file's `__Snapshots__/<TestFile>`.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let result = SnapshotAssertionBridge.verify(
        try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, fileID: fileID.description, filePath: filePath.description, testName: testName, line: Int(line)
    )
    return result.isFailure ? result.message : nil
}
