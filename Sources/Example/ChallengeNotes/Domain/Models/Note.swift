/// A note the user wrote.
struct Note: Equatable, Identifiable, Sendable {
    let id: Int
    let title: String
    let body: String
}
