import ChallengeCore

/// The character feature's places.
enum CharacterDestination: NavigationDestination, Equatable {
    case list
    case detail(identifier: Int)
    case episodes(characterIdentifier: Int)
    /// The filter screen, which reports the filter applied to `delegate`.
    case characterFilter(delegate: any CharacterFilterDelegate)

    var path: String {
        switch self {
        case .list: "character/list"
        case let .detail(identifier): "character/detail/\(identifier)"
        case let .episodes(characterIdentifier): "episode/character/\(characterIdentifier)"
        case .characterFilter: "character/filter"
        }
    }

    /// Two filter destinations are the same when they report to the same delegate.
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.list, .list):
            true
        case let (.detail(left), .detail(right)):
            left == right
        case let (.episodes(left), .episodes(right)):
            left == right
        case let (.characterFilter(left), .characterFilter(right)):
            left === right
        default:
            false
        }
    }
}
