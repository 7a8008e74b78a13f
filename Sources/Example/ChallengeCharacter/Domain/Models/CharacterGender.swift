import ChallengeResources

/// A character's gender. Raw values are the API's.
enum CharacterGender: String, CaseIterable, Sendable {
    case female = "Female"
    case male = "Male"
    case genderless = "Genderless"
    case unknown

    init(apiValue: String) {
        self = CharacterGender(rawValue: apiValue) ?? .unknown
    }

    var localizedName: String {
        switch self {
        case .female: "characterGender.female".localized()
        case .male: "characterGender.male".localized()
        case .genderless: "characterGender.genderless".localized()
        case .unknown: "characterGender.unknown".localized()
        }
    }
}
