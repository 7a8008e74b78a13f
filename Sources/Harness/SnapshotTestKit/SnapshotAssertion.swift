import Foundation
import SnapshotCore

/// One `assertSnapshot` call, as its steps: resolve the test, name and place the
/// snapshot, claim its file, render, verify (or preview), account for the outcome.
/// `verifySnapshot` runs them in that order; each step is small enough to read alone.
///
/// A class: the closures of its steps (`??`'s right side among them) capture it, and in
/// the debug builds tests run in a struct this size was copied into each, field by field.
final class SnapshotAssertion {
    /// What kind of run an assertion is part of, which decides what it may touch.
    enum Run: Equatable {
        /// The package's own references: counted in the end-of-run summary and
        /// recorded in the run ledger.
        case package
        /// Inside `withSnapshotTesting(rootDirectory:)`: another folder's references,
        /// kept out of the summary (the ledger marks them with their root).
        case redirected
        /// Under `snapshots render`: the render goes to this folder, nothing else is
        /// read or written.
        case preview(folder: String)
    }

    /// Where one snapshot lives and what the strategy is told about it.
    struct Target {
        var location: SnapshotLocation
        /// `loadedState`: the test's part of the file name.
        var testName: String
        /// `loadedState.1`: the file name without its extension, for messages (made only
        /// for one).
        var snapshotName: String { "\(testName).\(suffix)" }
        /// `1`: the snapshot's part of the file name.
        var suffix: String
        /// The name the strategy sees: the `named:` value or a case's arguments.
        var contextName: String?
        /// The test file, relative to the root, as the ledger records it.
        var sourceFile: String

        /// What the strategy is told about the snapshot, while it renders it: in a
        /// preview, the locale, device, scheme and text size `snapshots render` asked
        /// for, and, for the assertion `snapshots mcp` names, where to host it live.
        func makeContext(in run: Run, environment: @autoclosure () -> SnapshotEnvironment) -> SnapshotContext {
            let path = location.relativePath
            guard case .preview = run else { return SnapshotContext(testName: testName, name: contextName, referencePath: path) }
            let environment = environment()
            return SnapshotContext(
                testName: testName,
                name: contextName,
                previewLocale: environment.previewLocale,
                previewDevice: environment.previewDevice,
                previewColorScheme: environment.previewColorScheme,
                previewDynamicType: environment.previewDynamicType,
                referencePath: path,
                liveFolder: isLive(in: environment) ? environment.interactFolder : nil
            )
        }

        /// The assertion hosted live is the one whose reference path is
        /// `SNAPSHOTS_INTERACT_NAME`, as `snapshots render --list` prints it (with a
        /// leading `./`, or as an absolute path, it names the same file).
        func isLive(in environment: SnapshotEnvironment) -> Bool {
            guard environment.interactFolder != nil, var name = environment.interactName else { return false }
            while name.hasPrefix("./") { name.removeFirst(2) }
            return name == location.relativePath || name == location.referencePath
        }
    }

    let scope: SnapshotScope
    let environment: SnapshotEnvironment
    let test: CurrentTest
    let run: Run
    /// Numbering and assertion counts: the trait's for this run of the test, else the process's.
    let naming: NamingState
    let filePath: String
    let function: String
    let line: Int

    // MARK: Resolve the test

    init(fileID: String, filePath: String, function: String, line: Int) {
        scope = SnapshotScope.current
        environment = scope.environment ?? SnapshotEnvironment.current
        test = CurrentTest.resolve(fileID: fileID, function: function)
        naming = scope.naming ?? SnapshotSession.shared.naming
        if test.framework == .xcTest { XCTestBoundary.registerIfNeeded() }
        if scope.rootDirectory != nil {
            // Another folder's references (a harness test's scratch folder): verified
            // as usual even in a preview run, where only the package's are shown.
            run = .redirected
        } else if let folder = environment.previewDirectory {
            run = .preview(folder: folder)
        } else {
            run = .package
        }
        self.filePath = filePath
        self.function = function
        self.line = line
    }

    /// The explicit argument, else the scope's (`withSnapshotTesting`, the trait), else
    /// the process's (sst's deprecated `isRecording`), else the environment's
    /// (`SNAPSHOT_TESTING_RECORD`), else `missing`. In CI nothing is written whatever it is.
    func recordMode(explicit: RecordMode?) throws(SnapshotError) -> RecordMode {
        if let error = environment.recordModeError { throw error }
        let processMode: RecordMode? = ProcessSnapshotSettings.isRecording.withLock { $0 } ? .all : nil
        return explicit ?? scope.recordMode ?? processMode ?? environment.recordMode ?? .missing
    }

    // MARK: Name and place

    func nameAndPlace(named name: String?, pathExtension: String, placement: SnapshotPlacement = .packageRoot) throws(SnapshotError) -> Target {
        if case let .besideTestFile(testName, directory) = placement {
            return try besideTestFile(testName: testName, directory: directory, named: name, pathExtension: pathExtension)
        }
        let place = try SnapshotPlace.of(filePath: filePath, function: function, configuredRoot: scope.rootDirectory ?? environment.rootDirectory)
        if case let .inFolder(folder, testName) = placement {
            let suffix = try SnapshotNaming.validatedName(name ?? "\(naming.nextUnnamedNumber(for: test.key + "|" + folder + "|" + testName))")
            let location = SnapshotLocation(root: place.root, testFile: folder, testName: testName, name: suffix, pathExtension: pathExtension)
            let baseName = SnapshotNaming.sanitize(testName)
            return Target(location: location, testName: baseName, suffix: suffix, contextName: name, sourceFile: place.sourceFile)
        }
        let suffix: String
        let contextName: String?
        if let name {
            suffix = try SnapshotNaming.validatedName(name)
            contextName = name
        } else {
            let number = naming.nextUnnamedNumber(for: test.key)
            (suffix, contextName) = try test.arguments.unnamedSuffix(number: number, test: test.displayName)
        }
        return Target(
            location: place.prefix.location(name: suffix, pathExtension: pathExtension),
            testName: place.baseName,
            suffix: suffix,
            contextName: contextName,
            sourceFile: place.sourceFile
        )
    }

    /// swift-snapshot-testing's layout. The path is kept relative to the package root
    /// (or the configured root), so the ledger, `snapshots review` and the pending file
    /// work as for any reference; a folder outside the package is its own root.
    func besideTestFile(testName: String, directory: String?, named name: String?, pathExtension: String) throws(SnapshotError) -> Target {
        let place = SnapshotFolderPlace.of(
            filePath: filePath, testName: testName, directory: directory,
            configuredRoot: scope.rootDirectory ?? environment.rootDirectory
        )
        let suffix: String
        if let name {
            suffix = try SnapshotNaming.validatedName(name)
        } else {
            suffix = "\(naming.nextUnnamedNumber(for: test.key + "|" + place.numberingKey))"
        }
        return Target(
            location: place.prefix.location(name: suffix, pathExtension: pathExtension),
            testName: place.baseName,
            suffix: suffix,
            contextName: name,
            sourceFile: place.sourceFile
        )
    }

    // MARK: Claim

    /// Two assertions writing one file would overwrite each other: the second fails.
    func claim(_ target: Target) throws(SnapshotError) {
        let claimant = SnapshotSession.Claimant(
            testKey: test.key,
            assertionNumber: naming.nextAssertionNumber(for: test.key),
            testName: test.displayName,
            filePath: filePath,
            line: line
        )
        if let first = SnapshotSession.shared.claim(target.location.referencePath, for: claimant) {
            throw .duplicateSnapshot(path: target.location.relativePath, first: first.description, second: claimant.description)
        }
    }

    // MARK: Render

    /// The strategy's format as the bytes a reference holds. The strategy runs with its
    /// snapshot's context, which it may give a way to paint its picture; one that
    /// delivers later is waited for up to `timeout` seconds.
    func render<Value, Format>(
        _ value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>, context: SnapshotContext, timeout: TimeInterval
    ) throws(SnapshotError) -> Rendered {
        let format: Format?
        do {
            let value = try value()
            format = SnapshotContext.$current.withValue(context) { snapshotting.snapshot(value).wait(timeout: timeout) }
        } catch {
            throw error as? SnapshotError ?? .renderFailed(description: "\(error)")
        }
        if let failure = context.failure {
            throw failure as? SnapshotError ?? .renderFailed(description: "\(failure)")
        }
        guard let format else {
            throw .renderFailed(description: "the strategy did not deliver its snapshot within the timeout (\(timeout) s). Pass a longer `timeout:`.")
        }
        return Rendered(data: snapshotting.diffing.toData(format), valueType: Value.self, formatType: Format.self)
    }

    /// What a strategy delivered, as bytes: decoded as text only when they differ from
    /// the reference, since checking UTF-8 was a tenth of a verify that matches.
    struct Rendered {
        var data: Data
        /// For the message when the bytes are not text; named only then.
        var valueType: Any.Type
        var formatType: Any.Type

        func text() throws(SnapshotError) -> String {
            guard let text = String(data: data, encoding: .utf8) else {
                throw .renderFailed(description: """
                the snapshot of \(valueType) as \(formatType) is not text (\(data.count) bytes that are not UTF-8). \
                Every snapshot is stored as text here: use a text strategy (.lines, .dump, .json, .description), \
                a view strategy (.device, .component) or an image strategy (.image), which writes the screen's text render.
                """)
            }
            return text
        }
    }

    // MARK: Verify, or preview

    /// A render that matches its reference is decided on its bytes; any other is
    /// decoded as text first, so that nothing but text is ever written.
    func verify(_ rendered: Rendered, at location: SnapshotLocation, mode: RecordMode) throws(SnapshotError) -> SnapshotOutcome {
        if case let .preview(folder) = run {
            return Self.preview(try rendered.text(), at: location, in: folder)
        }
        let verifier = SnapshotVerifier(environment: environment)
        if let matched = verifier.verifyUnchanged(rendered.data, at: location, mode: mode) { return matched }
        return verifier.verify(try rendered.text(), at: location, mode: mode)
    }

    /// Writes the render where `snapshots render` reads it: the reference's path, under
    /// the preview folder, in the bytes a reference would hold.
    static func preview(_ text: String, at location: SnapshotLocation, in folder: String) -> SnapshotOutcome {
        let path = FilePath.join(folder, location.relativePath)
        do {
            try AtomicFile.createDirectories(FilePath.directory(of: path), for: path)
            try AtomicFile.write(TextNormalization.normalize(text.utf8), to: path)
        } catch {
            return .failed(.init(error: error))
        }
        return .previewed(path: path)
    }

    /// Writes the picture's colors beside each render kept for someone to look at (a
    /// previewed or pending one), for a strategy that has them. Rendered again, with
    /// colors: the reference's render never pays for them. Best effort: without its
    /// colors a picture is shown plain.
    func keepColors(of outcome: SnapshotOutcome, paintedBy context: SnapshotContext) {
        guard let paint = context.paintColors else { return }
        let paths: [String] = switch outcome {
        case let .previewed(path): [path]
        case let .mismatched(mismatch): [mismatch.pending.pendingPath, mismatch.pending.artifactPath].compactMap { $0 }
        case let .missing(missing): [missing.pending.pendingPath, missing.pending.artifactPath].compactMap { $0 }
        case let .failed(failure): [failure.pending.pendingPath, failure.pending.artifactPath].compactMap { $0 }
        default: []
        }
        guard !paths.isEmpty else { return }
        guard let text = paint() else { return }
        for path in paths {
            try? AtomicFile.write(Array(text.utf8), to: SnapshotLocation.colorsPath(of: path))
        }
    }

    // MARK: Account

    /// Counts the outcome for the end-of-run summary and appends it to the run ledger,
    /// for the runs that keep them.
    func account(_ outcome: SnapshotOutcome, target: Target) {
        if case .preview = run {
            // A preview counts in no summary. Given a ledger (`snapshots mcp` gives one in
            // its scratch folder), it notes which test made each render, so that a render
            // can be asked for again by its path alone.
            appendToLedger(LedgerEntry(
                run: environment.runID, outcome: outcome.ledgerOutcome, reference: target.location.relativePath,
                root: target.location.root, test: test.displayName, file: target.sourceFile, line: line, detail: nil
            ))
            return
        }
        if run == .package {
            SnapshotSession.shared.count(outcome.ledgerOutcome)
        }
        appendToLedger(LedgerEntry(
            run: environment.runID,
            outcome: outcome.ledgerOutcome,
            reference: target.location.relativePath,
            root: target.location.root,
            test: test.displayName,
            file: target.sourceFile,
            line: line,
            detail: outcome.ledgerDetail
        ))
    }

    /// Appends to the run ledger when `snapshots test` asked for one. The entry is made
    /// only then: most runs keep no ledger.
    private func appendToLedger(_ entry: @autoclosure () -> LedgerEntry) {
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

    // MARK: Result

    func result(_ outcome: SnapshotOutcome, target: Target) -> SnapshotResult {
        // A match has nothing to say.
        if case .matched = outcome {
            return SnapshotResult(location: target.location, outcome: outcome, message: nil, framework: test.framework)
        }
        let report = SnapshotReport(
            outcome: outcome,
            location: target.location,
            snapshotName: target.snapshotName,
            testFilter: test.filter,
            isCI: environment.isCI,
            style: environment.style
        )
        var message = report.message
        if outcome.isFailure, let tool = scope.diffTool ?? ProcessSnapshotSettings.diffTool.withLock({ $0 }) {
            let command = tool(currentFilePath: target.location.referencePath, failedFilePath: target.location.pendingPath)
            if !command.isEmpty { message = (message ?? "") + "\n\n" + command }
        }
        return SnapshotResult(location: target.location, outcome: outcome, message: message, framework: test.framework)
    }

    /// A failure before the snapshot had a file (a bad record mode or name, no package
    /// root, a duplicate): reported, and recorded without a reference so that
    /// `snapshots test` still says why.
    func failureBeforeLocating(_ error: SnapshotError) -> SnapshotResult {
        let outcome = SnapshotOutcome.failed(.init(error: error))
        if run == .package {
            SnapshotSession.shared.count(.failed)
            appendToLedger(LedgerEntry(run: environment.runID, outcome: .failed, reference: "", test: test.displayName,
                                       file: filePath, line: line, detail: error.description))
        }
        return SnapshotResult(location: nil, outcome: outcome, message: error.description, framework: test.framework)
    }
}
