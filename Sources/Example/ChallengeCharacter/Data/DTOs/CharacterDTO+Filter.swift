extension CharacterDTO {
    /// Whether the character meets every criterion of `filter`, as the API judges:
    /// name, species and type contain the text in any case; status and gender are
    /// equal. A criterion that is nil or empty matches every character.
    func matches(_ filter: CharacterFilter) -> Bool {
        Self.text(name, contains: filter.name)
            && Self.text(species, contains: filter.species)
            && Self.text(type, contains: filter.type)
            && (filter.status.map { CharacterStatus(apiValue: status) == $0 } ?? true)
            && (filter.gender.map { CharacterGender(apiValue: gender) == $0 } ?? true)
    }

    /// Case-insensitive containment that does not depend on the machine's locale.
    private static func text(_ value: String, contains term: String?) -> Bool {
        guard let term, !term.isEmpty else { return true }
        return value.range(of: term, options: .caseInsensitive) != nil
    }
}
