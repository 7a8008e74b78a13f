@_exported import SnapshotCore

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
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value>,
    named name: String? = nil,
    record recordMode: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let source = SourceCodeLocation(
        fileID: "\(fileID)",
        filePath: "\(filePath)",
        staticFilePath: filePath,
        line: Int(line),
        column: Int(column)
    )
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
    guard let message = result.message else { return }
    IssueReporter.report(
        message,
        severity: result.isFailure ? .failure : .notice,
        framework: result.framework,
        location: source
    )
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
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value>,
    named name: String? = nil,
    record recordMode: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotResult {
    let scope = SnapshotScope.current
    let environment = scope.environment ?? SnapshotEnvironment.current
    let test = CurrentTest.resolve(fileID: "\(fileID)", function: testName)
    if test.framework == .xcTest { XCTestBoundary.registerIfNeeded() }

    func failure(_ error: SnapshotError) -> SnapshotResult {
        let outcome = SnapshotOutcome.failed(.init(error: error))
        if scope.rootDirectory == nil {
            SnapshotSession.shared.count(.failed)
            // No reference to name: the record still tells `snapshots test` why it failed.
            record(LedgerEntry(run: environment.runID, outcome: .failed, reference: "", test: test.displayName,
                               file: "\(filePath)", line: Int(line), detail: error.description), environment: environment)
        }
        return SnapshotResult(location: nil, outcome: outcome, message: error.description, framework: test.framework)
    }

    if let error = environment.recordModeError { return failure(error) }
    let mode = recordMode ?? scope.recordMode ?? environment.recordMode ?? .missing

    // MARK: Name and place

    let naming = scope.naming ?? SnapshotSession.shared.naming
    let assertionNumber = naming.nextAssertionNumber(for: test.key)
    let place: SnapshotPlace
    do {
        place = try SnapshotPlace.of(filePath: "\(filePath)", function: testName, configuredRoot: scope.rootDirectory ?? environment.rootDirectory)
    } catch {
        return failure(error)
    }
    let baseName = place.baseName
    let suffix: String
    let contextName: String?
    do {
        if let name {
            suffix = try SnapshotNaming.validatedName(name)
            contextName = name
        } else {
            let number = naming.nextUnnamedNumber(for: test.key)
            (suffix, contextName) = try test.arguments.unnamedSuffix(number: number, test: test.displayName)
        }
    } catch {
        return failure(error)
    }

    let root = place.root
    let location = SnapshotLocation(
        root: root,
        sanitizedTestFile: place.testFile,
        testName: baseName,
        name: suffix,
        pathExtension: snapshotting.pathExtension
    )
    let sourceFile = place.sourceFile
    let claimant = "\(test.displayName) at \(place.fileName):\(line)"
    if let first = SnapshotSession.shared.claim(
        location.referencePath,
        owner: "\(test.key)#\(assertionNumber)",
        description: claimant
    ) {
        return failure(.duplicateSnapshot(path: location.relativePath, first: first, second: claimant))
    }

    // MARK: Render and verify

    let outcome: SnapshotOutcome
    do {
        let context = SnapshotContext(testName: baseName, name: contextName)
        let text = try snapshotting.snapshot(try value(), context)
        outcome = SnapshotVerifier(environment: environment).verify(text, at: location, mode: mode)
    } catch {
        let snapshotError = error as? SnapshotError ?? .renderFailed(description: "\(error)")
        outcome = .failed(.init(error: snapshotError))
    }

    if scope.rootDirectory == nil {
        SnapshotSession.shared.count(outcome.ledgerOutcome)
    }
    record(LedgerEntry(
        run: environment.runID,
        outcome: outcome.ledgerOutcome,
        reference: location.relativePath,
        root: root,
        test: test.displayName,
        file: sourceFile,
        line: Int(line),
        detail: outcome.ledgerDetail
    ), environment: environment)

    let report = SnapshotReport(
        outcome: outcome,
        location: location,
        snapshotName: "\(baseName).\(suffix)",
        testFilter: test.filter,
        isCI: environment.isCI,
        style: environment.style
    )
    return SnapshotResult(location: location, outcome: outcome, message: report.message, framework: test.framework)
}

extension SnapshotOutcome {
    var ledgerDetail: String? {
        guard case let .failed(failure) = self else { return nil }
        return failure.error.description
    }
}

/// Appends to the run ledger when `snapshots test` asked for one. The entry is made
/// only then: most runs keep no ledger.
private func record(_ entry: @autoclosure () -> LedgerEntry, environment: SnapshotEnvironment) {
    guard let ledgerPath = environment.ledgerPath else { return }
    let entry = entry()
    do {
        try Ledger.append(entry, to: ledgerPath)
    } catch {
        if SnapshotSession.shared.shouldWarnAboutLedger() {
            StandardError.write("warning: the snapshot ledger was not written: \(error.description)\n")
        }
    }
}
