import ChallengeCore
import Testing

@testable import ChallengeCharacter

@Suite
struct BundledCharacterRemoteDataSourceTests {
    private let sut = BundledCharacterRemoteDataSource()

    @Test("The shipped pages decode, in the API's shape")
    func pagesDecode() async throws {
        // When
        let first = try await sut.fetchCharacters(page: 1, name: nil)
        let last = try await sut.fetchCharacters(page: 3, name: nil)

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
            try await sut.fetchCharacters(page: 4, name: nil)
        }
    }

    @Test("Search matches names without regard to case, and finds nothing as not found")
    func search() async throws {
        let smiths = try await sut.fetchCharacters(page: 1, name: "smith")
        #expect(smiths.results.map(\.name).allSatisfy { $0.contains("Smith") })
        #expect(smiths.results.count == smiths.info.count)
        #expect(smiths.info.count >= 5)
        await #expect(throws: DataSourceError.notFound) {
            try await sut.fetchCharacters(page: 1, name: "Squanchy")
        }
    }

    @Test("DTOs map to the domain: unknown statuses and genders fall back")
    func mapping() {
        let character = CharacterDTO.stub(status: "zombie", gender: "other").domain
        #expect(character == .stub(status: .unknown, gender: .unknown))
    }
}
