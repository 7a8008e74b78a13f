/// What verifying one render against its reference came to, with what was written.
public enum SnapshotOutcome: Equatable, Sendable {
    /// The render equals the reference.
    case matched
    /// The reference was written: it was missing, or the record mode asked to rewrite it.
    case recorded(Recording)
    /// The render differs from the reference, which was left alone.
    case mismatched(Mismatch)
    /// There is no reference and none was written (CI, or record mode `never`).
    case missing(Missing)
    /// The reference could not be read or written.
    case failed(Failure)
    /// `snapshots render` asked to see the render: it was written to `path`, and the
    /// reference was neither read nor written.
    case previewed(path: String)

    public struct Recording: Equatable, Sendable {
        /// The reference before, when one was replaced.
        public var previous: String?
        public var new: String

        public init(previous: String?, new: String) {
            self.previous = previous
            self.new = new
        }
    }

    public struct Mismatch: Equatable, Sendable {
        public var reference: String
        public var actual: String
        public var pending: PendingCopies

        public init(reference: String, actual: String, pending: PendingCopies) {
            self.reference = reference
            self.actual = actual
            self.pending = pending
        }
    }

    public struct Missing: Equatable, Sendable {
        public var actual: String
        public var pending: PendingCopies

        public init(actual: String, pending: PendingCopies) {
            self.actual = actual
            self.pending = pending
        }
    }

    public struct Failure: Equatable, Sendable {
        public var error: SnapshotError
        public var pending: PendingCopies

        public init(error: SnapshotError, pending: PendingCopies = .init()) {
            self.error = error
            self.pending = pending
        }
    }

    /// Where the new render was kept for review, and what stopped a copy.
    public struct PendingCopies: Equatable, Sendable {
        /// `<reference>.new` next to the reference; never written in CI.
        public var pendingPath: String?
        /// Copy inside `SNAPSHOT_ARTIFACTS`.
        public var artifactPath: String?
        public var writeErrors: [SnapshotError] = []

        public init(pendingPath: String? = nil, artifactPath: String? = nil, writeErrors: [SnapshotError] = []) {
            self.pendingPath = pendingPath
            self.artifactPath = artifactPath
            self.writeErrors = writeErrors
        }
    }

    public var ledgerOutcome: LedgerEntry.Outcome {
        switch self {
        // A preview run keeps no ledger; it verified nothing and failed nothing.
        case .matched, .previewed: .matched
        case .recorded: .recorded
        case .mismatched, .failed: .failed
        case .missing: .missing
        }
    }

    /// True when the test should fail.
    public var isFailure: Bool {
        switch self {
        case .matched, .recorded, .previewed: false
        case .mismatched, .missing, .failed: true
        }
    }
}
