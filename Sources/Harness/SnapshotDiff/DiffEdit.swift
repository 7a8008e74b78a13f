/// One step of an edit script: a run of equal, deleted or inserted elements.
///
/// Ranges index the old and the new sequence; an insertion has an empty old range at
/// the place it goes, a deletion an empty new range.
public struct DiffEdit: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case equal
        case delete
        case insert
    }

    public var kind: Kind
    public var old: Range<Int>
    public var new: Range<Int>

    public init(kind: Kind, old: Range<Int>, new: Range<Int>) {
        self.kind = kind
        self.old = old
        self.new = new
    }
}

extension Array where Element == DiffEdit {
    /// Number of deleted plus inserted elements: the D of Myers' paper.
    public var editDistance: Int {
        reduce(0) { total, edit in
            switch edit.kind {
            case .equal: total
            case .delete: total + edit.old.count
            case .insert: total + edit.new.count
            }
        }
    }

    public var hasChanges: Bool {
        contains { $0.kind != .equal }
    }
}
