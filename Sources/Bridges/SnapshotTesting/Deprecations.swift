import Foundation
import SnapshotTestKit
import XCTest

// swift-snapshot-testing's deprecated API, kept so that a team's older tests compile
// and run unchanged, with sst's own deprecation messages. Each forwards to the current
// form.

// MARK: - Deprecated after 1.18.9: `record: Bool?`

// `@_disfavoredOverload`, as in sst: a call without `record:`, or with `record: .all`
// or `record: true`, picks the `Record?` form; only a `Bool` value picks these.

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: RecordMode(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: RecordMode(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: RecordMode(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// sst defaults `file` to `#file` here; `#filePath` is kept, as in every form of this
/// module, because `#file` is the short `#fileID` in Swift 6 and the reference is
/// placed beside the test file.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: RecordMode(recording),
        snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

extension RecordMode {
    /// sst's reading of a `Bool`: `true` rewrites (`.all`), `false` records what is
    /// missing (`.missing`), nil leaves the mode to the scope.
    init?(_ recording: Bool?) {
        guard let recording else { return nil }
        self = recording ? .all : .missing
    }
}

// MARK: - Deprecated after 1.11.1: `matching:`

// sst's signatures, plus `fileID:` and `column:` (defaulted, so every sst call
// compiles): Swift Testing reports the failure at the call with them.

@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: RecordMode(recording), timeout: timeout,
        fileID: fileID, file: file, testName: testName, line: line, column: column
    )
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: RecordMode(recording), timeout: timeout,
        fileID: fileID, file: file, testName: testName, line: line, column: column
    )
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: RecordMode(recording), timeout: timeout,
        fileID: fileID, file: file, testName: testName, line: line, column: column
    )
}

@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: RecordMode(recording),
        snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, file: file, testName: testName, line: line, column: column
    )
}

@available(*, deprecated, renamed: "XCTestCase")
public typealias SnapshotTestCase = XCTestCase

// MARK: - Globals

/// sst's global switch: `true` rewrites every reference.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information.")
public var isRecording: Bool {
    get { ProcessSnapshotSettings.isRecording.withLock { $0 } }
    set { ProcessSnapshotSettings.isRecording.withLock { $0 = newValue } }
}

/// sst's older name for `isRecording`.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information.")
public var record: Bool {
    get { isRecording }
    set { isRecording = newValue }
}

/// sst's global diff tool.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { ProcessSnapshotSettings.diffTool.withLock { $0 } ?? .default }
    set { ProcessSnapshotSettings.diffTool.withLock { $0 = newValue } }
}
