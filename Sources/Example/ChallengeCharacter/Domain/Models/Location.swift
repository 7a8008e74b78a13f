/// A place a character comes from or was last seen.
struct Location: Equatable, Hashable, Sendable {
    let name: String
}
