/// The (proposal, size) pairs of a node: the first four inline, with no allocation,
/// the rest in an array.
struct SizeCache {
    private var entries: (Entry, Entry, Entry, Entry) = (.empty, .empty, .empty, .empty)
    private var count = 0
    private var more: [Entry] = []

    /// A proposal as two plain numbers (`Int.min` for no length), which compare faster
    /// than two optionals, and the size chosen for it.
    struct Entry {
        var width: Int
        var height: Int
        var size: Size

        static let empty = Entry(width: -1, height: -1, size: .zero)

        func matches(_ width: Int, _ height: Int) -> Bool {
            self.width == width && self.height == height
        }
    }

    /// Mutating only so that it runs in place: a node's cache lives in its tree's buffer,
    /// and a non-mutating call copied it first.
    mutating func size(for proposal: ProposedSize) -> Size? {
        // Most lookups miss (a node is asked each proposal once or twice): stop at the
        // entries in use.
        guard count > 0 else { return nil }
        let width = proposal.width ?? .min, height = proposal.height ?? .min
        if entries.0.matches(width, height) { return entries.0.size }
        guard count > 1 else { return nil }
        if entries.1.matches(width, height) { return entries.1.size }
        guard count > 2 else { return nil }
        if entries.2.matches(width, height) { return entries.2.size }
        guard count > 3 else { return nil }
        if entries.3.matches(width, height) { return entries.3.size }
        guard count > 4 else { return nil }
        for entry in more where entry.matches(width, height) { return entry.size }
        return nil
    }

    mutating func store(_ size: Size, for proposal: ProposedSize) {
        let entry = Entry(width: proposal.width ?? .min, height: proposal.height ?? .min, size: size)
        switch count {
        case 0: entries.0 = entry
        case 1: entries.1 = entry
        case 2: entries.2 = entry
        case 3: entries.3 = entry
        default: more.append(entry)
        }
        count += 1
    }
}
