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

    func fetchCharacters(page: Int, filter: CharacterFilter) async throws(DataSourceError) -> CharactersResponseDTO {
        let pages = try pages.get()
        guard !filter.isEmpty else {
            guard pages.indices.contains(page - 1) else { throw .notFound }
            return pages[page - 1]
        }
        return try Self.search(filter, page: page, in: pages)
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

    /// Like the API: the characters that match the filter, 20 a page, not found when
    /// nothing matches.
    private static func search(_ filter: CharacterFilter, page: Int, in pages: [CharactersResponseDTO]) throws(DataSourceError) -> CharactersResponseDTO {
        let matches = pages.flatMap(\.results).filter { $0.matches(filter) }
        let pageSize = 20
        let pageCount = (matches.count + pageSize - 1) / pageSize
        guard page >= 1, page <= pageCount else { throw .notFound }
        return CharactersResponseDTO(
            info: PaginationInfoDTO(
                count: matches.count,
                pages: pageCount,
                next: page < pageCount ? query(page: page + 1, filter: filter) : nil,
                prev: page > 1 ? query(page: page - 1, filter: filter) : nil
            ),
            results: Array(matches[(page - 1) * pageSize..<min(matches.count, page * pageSize)])
        )
    }

    /// The API's query for a page of a filter, `?page=2&name=Rick&status=alive`: status
    /// and gender lowercased, empty criteria left out.
    private static func query(page: Int, filter: CharacterFilter) -> String {
        let criteria = [
            ("name", filter.name),
            ("status", filter.status?.rawValue.lowercased()),
            ("species", filter.species),
            ("type", filter.type),
            ("gender", filter.gender?.rawValue.lowercased()),
        ]
        var components = URLComponents()
        components.queryItems = [URLQueryItem(name: "page", value: String(page))] + criteria.compactMap { name, value in
            guard let value, !value.isEmpty else { return nil }
            return URLQueryItem(name: name, value: value)
        }
        return components.string ?? ""
    }
}
