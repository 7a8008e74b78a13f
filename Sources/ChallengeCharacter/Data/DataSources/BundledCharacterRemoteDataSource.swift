import ChallengeCore
import Foundation

/// Serves the API's first pages from JSON files shipped with the package, so the app,
/// its previews and its tests work offline and the same everywhere.
struct BundledCharacterRemoteDataSource: CharacterRemoteDataSourceContract {
    private let pages: Result<[CharactersResponseDTO], DataSourceError>

    /// Serves the pages shipped with the package.
    init() {
        pages = Self.bundledPages
    }

    init(pages: [CharactersResponseDTO]) {
        self.pages = .success(pages)
    }

    func fetchCharacter(identifier: Int) async throws(DataSourceError) -> CharacterDTO {
        let pages = try pages.get()
        guard let character = pages.lazy.flatMap(\.results).first(where: { $0.id == identifier }) else {
            throw .notFound
        }
        return character
    }

    func fetchCharacters(page: Int, name: String?) async throws(DataSourceError) -> CharactersResponseDTO {
        let pages = try pages.get()
        guard let name, !name.isEmpty else {
            guard pages.indices.contains(page - 1) else { throw .notFound }
            return pages[page - 1]
        }
        return try Self.search(name: name, page: page, in: pages)
    }

    /// `characters-page-N.json` from the package's resources, read once.
    private static let bundledPages: Result<[CharactersResponseDTO], DataSourceError> = {
        var pages: [CharactersResponseDTO] = []
        var number = 1
        while let url = Bundle.module.url(forResource: "characters-page-\(number)", withExtension: "json") {
            do {
                let data = try Data(contentsOf: url)
                pages.append(try JSONDecoder().decode(CharactersResponseDTO.self, from: data))
            } catch {
                return .failure(.decodingFailed(description: "characters-page-\(number).json: \(error)"))
            }
            number += 1
        }
        return .success(pages)
    }()

    /// Like the API: case-insensitive containment, 20 results a page, not found when
    /// nothing matches.
    private static func search(name: String, page: Int, in pages: [CharactersResponseDTO]) throws(DataSourceError) -> CharactersResponseDTO {
        let matches = pages.flatMap(\.results).filter { $0.name.localizedCaseInsensitiveContains(name) }
        let pageSize = 20
        let pageCount = (matches.count + pageSize - 1) / pageSize
        guard page >= 1, page <= pageCount else { throw .notFound }
        return CharactersResponseDTO(
            info: PaginationInfoDTO(
                count: matches.count,
                pages: pageCount,
                next: page < pageCount ? "?page=\(page + 1)&name=\(name)" : nil,
                prev: page > 1 ? "?page=\(page - 1)&name=\(name)" : nil
            ),
            results: Array(matches[(page - 1) * pageSize..<min(matches.count, page * pageSize)])
        )
    }
}
