/// A group of nearby changes with their surrounding context, as in a unified diff.
public struct DiffHunk: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case context
            case deleted
            case inserted
        }

        public var kind: Kind
        public var text: Substring
        /// 1-based line number in the old text, nil for an inserted line.
        public var oldNumber: Int?
        /// 1-based line number in the new text, nil for a deleted line.
        public var newNumber: Int?
    }

    /// As in a unified diff header: the first line of the hunk, or the line before the
    /// change when the hunk holds no line of that side.
    public var oldStart: Int
    public var oldCount: Int
    public var newStart: Int
    public var newCount: Int
    /// The nearest heading above the hunk (git's "function context"), to say where in
    /// the text a change sits without counting lines.
    public var section: String?
    public var lines: [Line]

    /// `@@ -12,7 +12,8 @@ semantics`
    public var header: String {
        func range(_ start: Int, _ count: Int) -> String {
            count == 1 ? "\(start)" : "\(start),\(count)"
        }
        let base = "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
        guard let section else { return base }
        return base + " " + section
    }
}
