import ChallengeCore

/// Places the home screen leads to.
enum HomeDestination: NavigationDestination, Equatable {
    case characters
    case about

    var path: String {
        switch self {
        case .characters: "character/list"
        case .about: "home/about"
        }
    }
}
