import ChallengeResources

/// Whether a character is alive. Raw values are the API's.
enum CharacterStatus: String, CaseIterable, Sendable {
    case alive = "Alive"
    case dead = "Dead"
    case unknown

    /// Anything the API sends that is not a known status is `unknown`.
    init(apiValue: String) {
        self = CharacterStatus(rawValue: apiValue) ?? .unknown
    }

    /// "Alive", in the locale of the render.
    var localizedName: String {
        switch self {
        case .alive: "characterStatus.alive".localized()
        case .dead: "characterStatus.dead".localized()
        case .unknown: "characterStatus.unknown".localized()
        }
    }
}
