import Foundation
import SnapshotCore

/// Process-wide bookkeeping: which assertion owns which reference file, and what
/// happened to every snapshot, for the summary printed when the process ends.
final class SnapshotSession: Sendable {
    static let shared = SnapshotSession()

    let naming = NamingState()

    /// One assertion, as a claim on a reference file: what it is told apart by, and what a
    /// duplicate's message calls it, made into text only for that message.
    struct Claimant: Sendable {
        var testKey: String
        /// Which assertion of the test: the same assertion run again may claim its file again.
        var assertionNumber: Int
        var testName: String
        var filePath: String
        var line: Int

        /// `Suite/test() at File.swift:12`.
        var description: String { "\(testName) at \(FilePath.lastComponent(of: filePath)):\(line)" }

        func isSameAssertion(as other: Claimant) -> Bool {
            assertionNumber == other.assertionNumber && testKey == other.testKey
        }
    }

    /// How many snapshots came to each outcome: four counters rather than a dictionary,
    /// which every assertion would hash into.
    private struct OutcomeCounts {
        var matched = 0, recorded = 0, failed = 0, missing = 0

        subscript(outcome: LedgerEntry.Outcome) -> Int {
            get {
                switch outcome {
                case .matched: matched
                case .recorded: recorded
                case .failed: failed
                case .missing: missing
                }
            }
            set {
                switch outcome {
                case .matched: matched = newValue
                case .recorded: recorded = newValue
                case .failed: failed = newValue
                case .missing: missing = newValue
                }
            }
        }
    }

    private struct State {
        /// Room for a suite's references from the start: growing one step at a time
        /// hashed every path again at each step.
        var claims: [String: Claimant] = Dictionary(minimumCapacity: 1024)
        var counts = OutcomeCounts()
        var ledgerWarningShown = false
        var summaryRegistered = false
    }

    private let state = Locked(State())

    /// Claims a reference for one assertion. Paths are compared without case, because
    /// two names that differ only in case are one file on macOS.
    ///
    /// - Returns: the earlier claimant when another assertion owns it.
    func claim(_ path: String, for claimant: Claimant) -> Claimant? {
        let key = path.lowercased()
        return state.withLock { state in
            // One hash of the path for the usual first claim: an earlier claimant that is
            // another assertion is put back.
            guard let existing = state.claims.updateValue(claimant, forKey: key) else { return nil }
            if existing.isSameAssertion(as: claimant) { return nil }
            state.claims[key] = existing
            return existing
        }
    }

    func count(_ outcome: LedgerEntry.Outcome) {
        let register = state.withLock { state -> Bool in
            state.counts[outcome] += 1
            defer { state.summaryRegistered = true }
            return !state.summaryRegistered
        }
        if register {
            atexit { SnapshotSession.shared.printSummary() }
        }
    }

    /// Ledger problems are worth one warning, not one per assertion.
    func shouldWarnAboutLedger() -> Bool {
        state.withLock { state in
            defer { state.ledgerWarningShown = true }
            return !state.ledgerWarningShown
        }
    }

    /// Printed at exit when something needs attention: recordings must be verified by
    /// running again, failures reviewed.
    func summary() -> String? {
        let counts = state.withLock { $0.counts }
        let (recorded, failed, missing) = (counts.recorded, counts.failed, counts.missing)
        guard recorded + failed + missing > 0 else { return nil }
        let parts = LedgerEntry.Outcome.allCases.map { "\(counts[$0]) \($0.rawValue)" }
        var lines = ["Snapshots: " + parts.joined(separator: ", ") + "."]
        if recorded > 0 {
            lines.append("\(recorded) reference\(recorded == 1 ? " was" : "s were") recorded: run the tests again to verify, then commit __Snapshots__.")
        }
        if failed + missing > 0 {
            lines.append("Review the failures with `swift run snapshots review`.")
        }
        return lines.joined(separator: "\n")
    }

    private func printSummary() {
        // Under `snapshots test` the tool prints one summary for every process.
        guard SnapshotEnvironment.current.ledgerPath == nil, let summary = summary() else { return }
        StandardError.write("\n" + summary + "\n")
    }
}

enum StandardError {
    static func write(_ text: String) {
        DescriptorWriter.write(text, to: STDERR_FILENO)
    }
}
