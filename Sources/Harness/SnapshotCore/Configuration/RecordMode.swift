import Foundation

/// When a snapshot assertion may write its reference file.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write references that do not exist yet; verify the others. The default.
    case missing
    /// Write every reference, whether it matches or not.
    case all
    /// Write references that are missing or do not match.
    case failed
    /// Write nothing; a missing reference is a failure.
    case never

    /// Parses a mode, ignoring case and surrounding spaces.
    public init(parsing text: String, source: String) throws(SnapshotError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let mode = RecordMode(rawValue: trimmed) else {
            throw .unknownRecordMode(value: text, source: source)
        }
        self = mode
    }

    public var writesMissingReferences: Bool { self != .never }
    public var rewritesFailingReferences: Bool { self == .all || self == .failed }

    var summary: String {
        switch self {
        case .missing: "record what is missing, verify the rest (default)"
        case .all: "rewrite every reference"
        case .failed: "rewrite references that are missing or do not match"
        case .never: "write nothing, fail on a missing reference"
        }
    }

    static var helpList: String {
        allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")
    }
}

extension RecordMode: ExpressibleByBooleanLiteral {
    /// `true` is `.all`, `false` is `.missing`, as swift-snapshot-testing reads a Bool
    /// (`withSnapshotTesting(record: true)`).
    public init(booleanLiteral value: Bool) {
        self = value ? .all : .missing
    }
}
