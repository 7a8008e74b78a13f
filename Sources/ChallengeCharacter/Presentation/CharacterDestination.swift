import ChallengeCore

/// The character feature's places.
enum CharacterDestination: NavigationDestination, Equatable {
    case list
    case detail(identifier: Int)
    case episodes(characterIdentifier: Int)

    var path: String {
        switch self {
        case .list: "character/list"
        case let .detail(identifier): "character/detail/\(identifier)"
        case let .episodes(characterIdentifier): "episode/character/\(characterIdentifier)"
        }
    }
}
