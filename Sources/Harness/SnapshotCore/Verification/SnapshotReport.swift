/// The message a person reads for one snapshot outcome: what happened, where the files
/// are, the diff, and the exact next command. It stands on its own in a CI log.
public struct SnapshotReport: Sendable {
    public var outcome: SnapshotOutcome
    public var location: SnapshotLocation
    /// `loadedState.1`: the reference's file name without the extension.
    public var snapshotName: String
    /// A `swift test --filter` argument that runs just this test.
    public var testFilter: String
    public var isCI: Bool
    public var style: TerminalStyle
    /// Longest diff printed inline; the rest is one `snapshots diff` away.
    public var maximumDiffLines: Int

    public init(
        outcome: SnapshotOutcome,
        location: SnapshotLocation,
        snapshotName: String,
        testFilter: String,
        isCI: Bool,
        style: TerminalStyle = .plain,
        maximumDiffLines: Int = 120
    ) {
        self.outcome = outcome
        self.location = location
        self.snapshotName = snapshotName
        self.testFilter = testFilter
        self.isCI = isCI
        self.style = style
        self.maximumDiffLines = maximumDiffLines
    }

    /// Nil when there is nothing to say (a match).
    public var message: String? {
        switch outcome {
        case .matched, .previewed:
            return nil
        case let .recorded(recording):
            return recordedMessage(recording)
        case let .mismatched(mismatch):
            return mismatchMessage(mismatch)
        case let .missing(missing):
            return missingMessage(missing)
        case let .failed(failure):
            return failureMessage(failure)
        }
    }

    // MARK: - Messages

    private var reference: String { location.relativePath }

    private func recordedMessage(_ recording: SnapshotOutcome.Recording) -> String {
        guard let previous = recording.previous else {
            let lines = TextLines.split(recording.new).count
            return """
            Recorded new snapshot \(snapshotName) (\(lines) lines)
              → \(reference)
            Re-run the tests to verify it, then commit it.
            """
        }
        let diff = TextDiff(old: previous, new: recording.new)
        return """
        Re-recorded snapshot \(snapshotName): \(changeSummary(diff))
          → \(reference)
        \(elementChanges(old: previous, new: recording.new))\(formattedDiff(diff, newLabel: reference))
        Re-run the tests to verify it, then review the change with `git diff` and commit it.
        """
    }

    private func mismatchMessage(_ mismatch: SnapshotOutcome.Mismatch) -> String {
        let diff = TextDiff(old: mismatch.reference, new: mismatch.actual)
        let newLabel = pendingLabel(mismatch.pending)
        var lines = [
            style.bold("Snapshot \(snapshotName) does not match its reference") + " (\(changeSummary(diff)))"
                + (isCI ? ". CI never writes references." : "."),
            "  reference:  \(reference)",
            "  new render: \(newLabel)",
            "",
            elementChanges(old: mismatch.reference, new: mismatch.actual) + formattedDiff(diff, newLabel: newLabel),
            "",
        ]
        lines += writeErrors(mismatch.pending)
        lines += isCI ? ciNextSteps(recordHint: "review and accept the change") : localNextSteps()
        return lines.joined(separator: "\n")
    }

    private func missingMessage(_ missing: SnapshotOutcome.Missing) -> String {
        var lines: [String]
        if isCI {
            lines = [
                style.bold("No reference for snapshot \(snapshotName), and CI never records one."),
                "  expected at: \(reference)",
                "  new render:  \(pendingLabel(missing.pending))",
                "",
            ]
            lines += writeErrors(missing.pending)
            lines += ciNextSteps(recordHint: "check the new file")
        } else {
            lines = [
                style.bold("No reference for snapshot \(snapshotName) (record mode: never)."),
                "  expected at: \(reference)",
                "  new render:  \(pendingLabel(missing.pending))",
                "",
            ]
            lines += writeErrors(missing.pending)
            lines += [
                "Next:",
                "  accept  swift run snapshots accept \(reference)",
                "  or record what is missing: SNAPSHOT_TESTING_RECORD=missing swift test --filter \(testFilter)",
            ]
        }
        return lines.joined(separator: "\n")
    }

    private func failureMessage(_ failure: SnapshotOutcome.Failure) -> String {
        var lines = [
            style.bold("Snapshot \(snapshotName) could not be verified."),
            failure.error.description,
        ]
        if failure.pending.pendingPath != nil || failure.pending.artifactPath != nil {
            lines.append("  new render: \(pendingLabel(failure.pending))")
        }
        lines += writeErrors(failure.pending)
        return lines.joined(separator: "\n")
    }

    // MARK: - Parts

    private func changeSummary(_ diff: TextDiff) -> String {
        func count(_ value: Int, _ word: String) -> String {
            "\(value) line\(value == 1 ? "" : "s") \(word)"
        }
        return "\(count(diff.deletedLineCount, "removed")), \(count(diff.insertedLineCount, "added"))"
    }

    /// What changed, element by element, above the line diff of two renders
    /// (`#title  font headline → body`), each line indented; empty for other texts.
    private func elementChanges(old: String, new: String) -> String {
        guard let summary = ChangeSummary.ofRenders(old: old, new: new), !summary.isEmpty else { return "" }
        return summary.lines.map { "  " + $0 + "\n" }.joined() + "\n"
    }

    private func formattedDiff(_ diff: TextDiff, newLabel: String) -> String {
        let formatter = UnifiedDiffFormatter(style: style)
        let text = formatter.format(diff, oldLabel: reference, newLabel: newLabel)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > maximumDiffLines else { return text }
        let shown = lines.prefix(maximumDiffLines).joined(separator: "\n")
        let hidden = lines.count - maximumDiffLines
        return shown + "\n" + style.dim("… \(hidden) more diff lines: swift run snapshots diff \(reference)")
    }

    private func pendingLabel(_ pending: SnapshotOutcome.PendingCopies) -> String {
        var places: [String] = []
        if let path = pending.pendingPath { places.append(FilePath.relative(path, to: location.root)) }
        if let path = pending.artifactPath { places.append(path) }
        if places.isEmpty {
            return isCI
                ? "not kept (set SNAPSHOT_ARTIFACTS to a folder to keep new renders as CI artifacts)"
                : "not kept"
        }
        return places.joined(separator: " and ")
    }

    private func writeErrors(_ pending: SnapshotOutcome.PendingCopies) -> [String] {
        pending.writeErrors.map { "  warning: the new render was not kept: \($0.description)" }
    }

    private func localNextSteps() -> [String] {
        [
            "Next:",
            "  review  swift run snapshots review",
            "  accept  swift run snapshots accept \(reference)",
            "  reject  swift run snapshots reject \(reference)",
            "  or re-record every failing snapshot: SNAPSHOT_TESTING_RECORD=failed swift test",
        ]
    }

    private func ciNextSteps(recordHint: String) -> [String] {
        [
            "Next: run `swift test --filter \(testFilter)` on your machine, \(recordHint)",
            "(swift run snapshots review), and commit \(reference).",
        ]
    }
}
