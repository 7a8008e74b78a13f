/// What narrows a search of characters. Every criterion is optional: nil matches any
/// character.
struct CharacterFilter: Equatable, Sendable {
    var name: String?
    var status: CharacterStatus?
    var species: String?
    var type: String?
    var gender: CharacterGender?

    /// The filter that narrows nothing.
    static let empty = CharacterFilter()

    init(
        name: String? = nil,
        status: CharacterStatus? = nil,
        species: String? = nil,
        type: String? = nil,
        gender: CharacterGender? = nil
    ) {
        self.name = name
        self.status = status
        self.species = species
        self.type = type
        self.gender = gender
    }

    /// True when no criterion is set, the name included.
    var isEmpty: Bool {
        self == .empty
    }

    /// How many of the filter screen's criteria are set: status, species, type and
    /// gender. The name comes from the search field, so it does not count.
    var activeCount: Int {
        [status != nil, species != nil, type != nil, gender != nil].filter { $0 }.count
    }
}
