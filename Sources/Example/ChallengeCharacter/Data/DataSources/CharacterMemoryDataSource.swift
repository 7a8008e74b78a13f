/// Characters and pages already loaded, kept in memory for the app's lifetime.
actor CharacterMemoryDataSource {
    private var characters: [Int: Character] = [:]
    private var pages: [Int: CharactersPage] = [:]

    func character(identifier: Int) -> Character? {
        characters[identifier]
    }

    func save(_ character: Character) {
        characters[character.id] = character
    }

    func page(_ number: Int) -> CharactersPage? {
        pages[number]
    }

    /// Saves the page and each of its characters.
    func save(_ page: CharactersPage) {
        pages[page.currentPage] = page
        for character in page.characters {
            characters[character.id] = character
        }
    }

    func clearPages() {
        pages.removeAll()
    }
}
