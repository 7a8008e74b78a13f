import Foundation

// The edits `onDelete` and `onMove` hand over, as SwiftUI adds them to collections:
// `items.remove(atOffsets: offsets)`, `items.move(fromOffsets: source, toOffset: destination)`.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets, as a list's delete hands them over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (counted
    /// before the move), keeping their order, as a list's move hands it over.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
