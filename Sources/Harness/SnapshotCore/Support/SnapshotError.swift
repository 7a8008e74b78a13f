/// Everything that can go wrong around a snapshot. Each message says what is wrong, where,
/// and what to do about it.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownRecordMode(value: String, source: String)
    case nameEscapesFolder(name: String, reason: String)
    case packageRootNotFound(filePath: String)
    case duplicateSnapshot(path: String, first: String, second: String)
    case parameterizedTestNeedsName(test: String)
    case referenceIsDirectory(path: String)
    case referenceHasByteOrderMark(path: String)
    case referenceIsNotUTF8(path: String, byteOffset: Int)
    case referenceUnreadable(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case renderFailed(description: String)

    public var description: String {
        switch self {
        case let .unknownRecordMode(value, source):
            return """
            \(source) is "\(value)", which is not a record mode. Use one of: \(RecordMode.helpList).
            """
        case let .nameEscapesFolder(name, reason):
            return """
            Snapshot name "\(name)" would escape the snapshot folder (\(reason)). \
            Pass a plain name such as "dark" or "es": letters, digits, "-", "_" and "." are \
            kept, other characters become "-".
            """
        case let .packageRootNotFound(filePath):
            return """
            No Package.swift found above \(filePath), so there is no package root to hold \
            __Snapshots__. Set SNAPSHOT_TESTING_ROOT to the folder that should hold it.
            """
        case let .duplicateSnapshot(path, first, second):
            return """
            Two assertions write the same reference \(path): \(first) and \(second). \
            Give one of them a different `named:`.
            """
        case let .parameterizedTestNeedsName(test):
            return """
            \(test) is parameterized and its arguments cannot name the snapshot, so every \
            case would write the same file. Pass `named:` built from the case's argument, \
            for example `named: "\\(scenario.name)"`.
            """
        case let .referenceIsDirectory(path):
            return """
            The reference \(path) is a directory, not a file. Move it away; the next run \
            records the reference.
            """
        case let .referenceHasByteOrderMark(path):
            return """
            The reference \(path) starts with a byte order mark (an editor added it). \
            Remove the first three bytes, or re-record with SNAPSHOT_TESTING_RECORD=failed.
            """
        case let .referenceIsNotUTF8(path, byteOffset):
            return """
            The reference \(path) is not valid UTF-8 (first bad byte at offset \(byteOffset)). \
            Restore it from version control (git checkout -- \(path)), or re-record with \
            SNAPSHOT_TESTING_RECORD=failed.
            """
        case let .referenceUnreadable(path, reason):
            return """
            Cannot read the reference \(path): \(reason). Check its permissions.
            """
        case let .cannotWrite(path, reason):
            return """
            Cannot write \(path): \(reason). Make the folder writable, or point \
            SNAPSHOT_TESTING_ROOT at a writable copy of the package.
            """
        case let .renderFailed(description):
            return "The value could not be rendered: \(description)"
        }
    }
}
