import Foundation

/// A character of the multiverse.
struct Character: Equatable, Hashable, Sendable {
    let id: Int
    let name: String
    let status: CharacterStatus
    let species: String
    let gender: CharacterGender
    let origin: Location
    let location: Location
    let imageURL: URL?
}
