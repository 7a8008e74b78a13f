@_exported import SnapshotCore
import Foundation

/// Asserts that a value's text render matches its reference in `__Snapshots__`.
///
///     assertSnapshot(of: view, as: .device)
///     assertSnapshot(of: view, as: .device(locale: .es), named: "es")
///
/// On a developer machine a missing reference is recorded (reported as a warning, not
/// a failure) and a mismatch writes the new render next to the reference as
/// `….txt.new` for `swift run snapshots review`. In CI nothing is written.
///
/// - Parameters:
///   - value: what to render.
///   - snapshotting: how to turn it into text.
///   - name: names the snapshot; otherwise unnamed snapshots are numbered per test
///     (`loadedState.1`, `loadedState.2`), and a parameterized case adds its arguments.
///   - recordMode: overrides every other record setting for this assertion.
///
/// Where `SnapshotTesting` (swift-snapshot-testing's API) is imported too, its
/// `assertSnapshot`, which keeps references beside the test file, is the one chosen.
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recordMode: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let result = verifySnapshot(
        of: try value(),
        as: snapshotting,
        named: name,
        record: recordMode,
        fileID: fileID,
        filePath: filePath,
        testName: testName,
        line: line,
        column: column
    )
    result.report(fileID: fileID, filePath: filePath, line: line, column: column)
}

extension SnapshotResult {
    /// Tells the running test framework, at the assertion's place: a failure fails the
    /// test, a recording is a notice. A match, nearly every assertion, has nothing to
    /// tell, and its place is not made.
    package func report(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        guard let message else { return }
        let source = SourceCodeLocation(
            fileID: fileID.description, filePath: filePath.description, staticFilePath: filePath, line: Int(line), column: Int(column)
        )
        IssueReporter.report(message, severity: isFailure ? .failure : .notice, framework: framework, location: source)
    }
}

/// What one snapshot assertion came to, for callers that report failures their own way.
public struct SnapshotResult: Sendable {
    /// Nil when the snapshot could not even be located (bad name, no package root).
    public var location: SnapshotLocation?
    public var outcome: SnapshotOutcome
    /// The message `assertSnapshot` would report; nil for a match.
    public var message: String?

    let framework: CurrentTest.Framework

    public var isFailure: Bool { outcome.isFailure }
}

/// Verifies a snapshot like `assertSnapshot` and returns the result instead of reporting.
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recordMode: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotResult {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: recordMode, placement: .packageRoot,
        // `description` rather than interpolation: one call, where an interpolated string
        // is built piece by piece in the debug builds tests run in.
        fileID: fileID.description, filePath: filePath.description, function: testName, line: Int(line)
    )
}

/// The assertion itself, wherever its reference is placed: `SnapshotTesting` (sst's API)
/// runs every assertion through here, so both APIs share naming, claims, the ledger,
/// pending files and messages.
package func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String?,
    record recordMode: RecordMode?,
    placement: SnapshotPlacement,
    timeout: TimeInterval = 5,
    fileID: String,
    filePath: String,
    function: String,
    line: Int
) -> SnapshotResult {
    let assertion = SnapshotAssertion(fileID: fileID, filePath: filePath, function: function, line: line)
    do throws(SnapshotError) {
        let mode = try assertion.recordMode(explicit: recordMode)
        let target = try assertion.nameAndPlace(named: name, pathExtension: snapshotting.textPathExtension, placement: placement)
        try assertion.claim(target)
        let outcome: SnapshotOutcome
        let context = target.makeContext(in: assertion.run, environment: assertion.environment)
        do {
            let rendered = try assertion.render(value, as: snapshotting, context: context, timeout: timeout)
            outcome = try assertion.verify(rendered, at: target.location, mode: mode)
        } catch {
            outcome = .failed(.init(error: error))
        }
        assertion.keepColors(of: outcome, paintedBy: context)
        assertion.account(outcome, target: target)
        return assertion.result(outcome, target: target)
    } catch {
        return assertion.failureBeforeLocating(error)
    }
}

extension SnapshotOutcome {
    var ledgerDetail: String? {
        guard case let .failed(failure) = self else { return nil }
        return failure.error.description
    }
}
