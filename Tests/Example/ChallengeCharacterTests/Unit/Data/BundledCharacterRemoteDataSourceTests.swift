import ChallengeCore
import Testing

@testable import ChallengeCharacter

@Suite
struct BundledCharacterRemoteDataSourceTests {
    private let sut = BundledCharacterRemoteDataSource()

    @Test("The shipped pages decode, in the API's shape")
    func pagesDecode() async throws {
        // When
        let first = try await sut.fetchCharacters(page: 1, filter: .empty)
        let last = try await sut.fetchCharacters(page: 3, filter: .empty)

        // Then
        #expect(first.results.count == 20)
        #expect(first.results.first?.name == "Rick Sanchez")
        #expect(first.info.prev == nil && first.info.next != nil)
        #expect(last.info.next == nil && last.info.prev != nil)
        #expect(first.info.count == 60)
    }

    @Test("A character is found by identifier; an unknown one is not found")
    func characterByIdentifier() async throws {
        #expect(try await sut.fetchCharacter(identifier: 47).name == "Birdperson")
        await #expect(throws: DataSourceError.notFound) {
            try await sut.fetchCharacter(identifier: 9999)
        }
    }

    @Test("A page past the last is not found")
    func pagePastTheEnd() async {
        await #expect(throws: DataSourceError.notFound) {
            try await sut.fetchCharacters(page: 4, filter: .empty)
        }
    }

    @Test("Search matches names without regard to case, and finds nothing as not found")
    func search() async throws {
        let smiths = try await sut.fetchCharacters(page: 1, filter: CharacterFilter(name: "smith"))
        #expect(smiths.results.map(\.name).allSatisfy { $0.contains("Smith") })
        #expect(smiths.results.count == smiths.info.count)
        #expect(smiths.info.count >= 5)
        await #expect(throws: DataSourceError.notFound) {
            try await sut.fetchCharacters(page: 1, filter: CharacterFilter(name: "Squanchy"))
        }
    }

    // MARK: - Filters

    @Test("Status and gender match by equality", arguments: [
        (CharacterFilter(status: .alive), 28),
        (CharacterFilter(status: .dead), 19),
        (CharacterFilter(status: .unknown), 13),
        (CharacterFilter(gender: .female), 13),
        (CharacterFilter(gender: .unknown), 4),
        (CharacterFilter(status: .alive, gender: .female), 9),
    ])
    func statusAndGender(filter: CharacterFilter, expectedCount: Int) async throws {
        // When
        let page = try await sut.fetchCharacters(page: 1, filter: filter)

        // Then
        #expect(page.info.count == expectedCount)
        #expect(page.results.allSatisfy { CharacterStatus(apiValue: $0.status) == filter.status ?? CharacterStatus(apiValue: $0.status) })
        #expect(page.results.allSatisfy { CharacterGender(apiValue: $0.gender) == filter.gender ?? CharacterGender(apiValue: $0.gender) })
    }

    @Test("Species and type match by case-insensitive containment")
    func speciesAndType() async throws {
        // When
        let humans = try await sut.fetchCharacters(page: 1, filter: CharacterFilter(species: "HUMAN"))
        let moreHumans = try await sut.fetchCharacters(page: 2, filter: CharacterFilter(species: "HUMAN"))
        let parasites = try await sut.fetchCharacters(page: 1, filter: CharacterFilter(type: "parasite"))

        // Then
        #expect(humans.info.count == 34)
        #expect(Set((humans.results + moreHumans.results).map(\.species)) == ["Human", "Humanoid", "Superhuman"])
        #expect(parasites.results.map(\.id) == [16, 31, 32])
    }

    @Test("Every criterion must match, the name included")
    func criteriaCombine() async throws {
        // Given
        let filter = CharacterFilter(name: "rick", status: .unknown, species: "human", gender: .male)

        // When
        let page = try await sut.fetchCharacters(page: 1, filter: filter)

        // Then
        #expect(page.results.map(\.name) == ["Antenna Rick", "Aqua Rick"])
        #expect(page.info == PaginationInfoDTO(count: 2, pages: 1, next: nil, prev: nil))
    }

    @Test("Empty criteria match every character, as the API skips them")
    func emptyCriteria() async throws {
        // When
        let page = try await sut.fetchCharacters(page: 1, filter: CharacterFilter(name: "", species: "", type: ""))

        // Then
        #expect(page.info.count == 60)
    }

    @Test("Filtered results come 20 a page, with the API's next and previous queries")
    func filteredPages() async throws {
        // Given
        let filter = CharacterFilter(name: "", status: .alive, species: "a")

        // When
        let first = try await sut.fetchCharacters(page: 1, filter: CharacterFilter(gender: .male))
        let third = try await sut.fetchCharacters(page: 3, filter: CharacterFilter(gender: .male))
        let named = try await sut.fetchCharacters(page: 1, filter: filter)

        // Then
        #expect(first.results.count == 20)
        #expect(first.info == PaginationInfoDTO(count: 43, pages: 3, next: "?page=2&gender=male", prev: nil))
        #expect(third.results.count == 3)
        #expect(third.info.prev == "?page=2&gender=male" && third.info.next == nil)
        #expect(named.info == PaginationInfoDTO(count: 26, pages: 2, next: "?page=2&status=alive&species=a", prev: nil))
        await #expect(throws: DataSourceError.notFound) {
            try await sut.fetchCharacters(page: 4, filter: CharacterFilter(gender: .male))
        }
    }

    @Test("DTOs map to the domain: unknown statuses and genders fall back")
    func mapping() {
        let character = CharacterDTO.stub(status: "zombie", gender: "other").domain
        #expect(character == .stub(status: .unknown, gender: .unknown))
    }
}
