/// Which characters of a changed line changed: the grapheme clusters a reviewer's eye
/// should land on. Used to mark changes within a line in the review and the report.
public struct InlineDiff: Equatable, Sendable {
    /// Ranges of changed characters (grapheme-cluster offsets) in the old line.
    public var oldChanges: [Range<Int>]
    /// Ranges of changed characters (grapheme-cluster offsets) in the new line.
    public var newChanges: [Range<Int>]

    public init(old: Substring, new: Substring) {
        var ids: [Character: Int] = [:]
        func intern(_ text: Substring) -> [Int] {
            text.map { character in
                if let id = ids[character] { return id }
                let id = ids.count
                ids[character] = id
                return id
            }
        }
        let edits = MyersDiff.edits(from: intern(old), to: intern(new))
        oldChanges = edits.filter { $0.kind == .delete }.map(\.old)
        newChanges = edits.filter { $0.kind == .insert }.map(\.new)
    }
}
