import ChallengeCore

/// A feature's destination as the app's navigation stack and modals hold it: one type
/// for every feature's, so that one `navigationDestination(for:)` shows them all, and
/// the same destination twice is the same screen (compared by its path).
public struct AppDestination: Hashable, Identifiable, Sendable {
    public let destination: any NavigationDestination

    public init(_ destination: any NavigationDestination) {
        self.destination = destination
    }

    /// `character/detail/1`.
    public var id: String {
        destination.path
    }

    public static func == (lhs: AppDestination, rhs: AppDestination) -> Bool {
        lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
