import SnapshotCore

/// The one summary `snapshots test` prints: counts, the snapshots that need a person,
/// and the next step for each kind.
struct RunSummary {
    let history: RunHistory
    let inventory: SnapshotInventory
    let orphans: Orphans
    let swiftTestStatus: Int32
    let isCI: Bool
    /// Where CI keeps the new renders, when it does.
    let artifactsFolder: String?

    /// How many snapshots of each kind a list shows before pointing at `status`.
    static let listLimit = 20

    init(history: RunHistory, inventory: SnapshotInventory, swiftTestStatus: Int32, isCI: Bool, artifactsFolder: String?) {
        self.history = history
        self.inventory = inventory
        orphans = Orphans(inventory: inventory, history: history)
        self.swiftTestStatus = swiftTestStatus
        self.isCI = isCI
        self.artifactsFolder = artifactsFolder
    }

    var failedCount: Int { history.count(.failed) }
    var missingCount: Int { history.count(.missing) }
    var hasFailures: Bool { failedCount + missingCount > 0 || swiftTestStatus != 0 }

    func print(to console: Console) {
        for line in lines(style: console.style) {
            console.print(line)
        }
    }

    func lines(style: TerminalStyle) -> [String] {
        var lines = ["", style.bold("Snapshots") + "  " + counts(style: style)]
        lines += list(.failed, label: style.red("failed  "))
        lines += list(.missing, label: style.red("missing "))
        lines += list(.recorded, label: style.yellow("recorded"))
        let steps = nextSteps
        if !steps.isEmpty {
            lines.append("")
            lines.append(style.bold("Next"))
            lines += steps.map { "  • " + $0 }
        }
        return lines
    }

    private func counts(style: TerminalStyle) -> String {
        func count(_ value: Int, _ label: String, _ color: (String) -> String) -> String {
            let text = "\(value) \(label)"
            return value > 0 ? color(text) : text
        }
        var parts = [
            count(history.count(.matched), "passed", { style.green($0) }),
            count(history.count(.recorded), "recorded", { style.yellow($0) }),
            count(failedCount, "failed", { style.red($0) }),
            count(missingCount, "missing", { style.red($0) }),
            count(inventory.pending.count, "pending", { style.yellow($0) }),
        ]
        switch orphans.status {
        case .complete: parts.append(count(orphans.references.count, "orphaned", { style.yellow($0) }))
        case .filtered: parts.append("orphans not judged (filtered run)")
        case .missingShards: parts.append("orphans not judged here (one shard: merge every shard's ledger with `snapshots status`)")
        case .noRun, .unfinished: parts.append("orphans not judged (the run did not finish)")
        case .failing: parts.append("orphans not judged (the run failed)")
        }
        return parts.joined(separator: " · ")
    }

    private func list(_ outcome: LedgerEntry.Outcome, label: String) -> [String] {
        let entries = history.snapshots.filter { $0.outcome == outcome }.sorted { ($0.reference, $0.test) < ($1.reference, $1.test) }
        var lines: [String] = []
        let indent = String(repeating: " ", count: 11)
        for entry in entries.prefix(Self.listLimit) {
            lines.append("  \(label) \(entry.displayReference)")
            lines.append("\(indent)\(entry.test) · \(entry.file):\(entry.line)")
            if let detail = entry.detail {
                lines.append("\(indent)\(detail)")
            }
        }
        if entries.count > Self.listLimit {
            lines.append("\(indent)… and \(entries.count - Self.listLimit) more: swift run snapshots status")
        }
        return lines.isEmpty ? [] : [""] + lines
    }

    /// One line per kind that needs something done.
    var nextSteps: [String] {
        var steps: [String] = []
        if failedCount + missingCount > 0, isCI {
            if let artifactsFolder {
                steps.append("""
                failed or missing: the new renders are in \(artifactsFolder). Download them and run \
                `swift run snapshots review --pending FOLDER`, or run `swift run snapshots test` locally and review.
                """)
            } else {
                steps.append("""
                failed or missing: CI writes no reference. Run `swift run snapshots test` locally, review, and \
                commit the references (set SNAPSHOT_ARTIFACTS in CI to keep the new renders).
                """)
            }
        } else {
            if failedCount > 0 {
                steps.append("failed: review the changes with `swift run snapshots review` (or `diff`, then `accept` or `reject`).")
            }
            if missingCount > 0 {
                steps.append("missing: no reference and recording is off. Record with `swift run snapshots test --record missing`.")
            }
        }
        if history.count(.recorded) > 0 {
            steps.append("recorded: new references were written. Read them (`git diff`, `git status __Snapshots__`) and commit them with your change.")
        }
        let failing = Set(history.snapshots.filter { $0.outcome == .failed || $0.outcome == .missing }.map(\.reference))
        let stalePending = inventory.pending.filter { !failing.contains($0.reference) }.count
        if !isCI, stalePending > 0 {
            steps.append("pending: \(stalePending) render\(stalePending == 1 ? "" : "s") from an earlier run still wait\(stalePending == 1 ? "s" : ""): `swift run snapshots review`.")
        }
        if orphans.status == .complete, !orphans.references.isEmpty {
            steps.append("orphaned: no test touched \(orphans.references.count) reference\(orphans.references.count == 1 ? "" : "s"). List them with `swift run snapshots clean`, remove them with `--delete`.")
        }
        if swiftTestStatus != 0, failedCount + missingCount == 0 {
            steps.append("swift test failed (exit status \(swiftTestStatus)) for a reason other than snapshots: see its output above.")
        } else if swiftTestStatus != 0 {
            steps.append("swift test failed (exit status \(swiftTestStatus)): if tests other than snapshots failed too, their output is above.")
        }
        if history.snapshots.isEmpty, swiftTestStatus == 0 {
            steps.append("no snapshot assertion ran. Check --filter, or that the tests call assertSnapshot.")
        }
        return steps
    }
}

extension LedgerEntry {
    /// The reference, or why there is none (an assertion that failed before it could
    /// name its file: a bad name, a duplicate).
    var displayReference: String {
        reference.isEmpty ? "(no reference file)" : reference
    }
}
