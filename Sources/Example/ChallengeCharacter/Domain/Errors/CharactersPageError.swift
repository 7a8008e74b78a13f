import ChallengeResources
import Foundation

/// Why a page of characters could not be loaded.
enum CharactersPageError: Error, Sendable {
    case loadFailed(description: String = "")
    case invalidPage(page: Int)
}

extension CharactersPageError: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.loadFailed, .loadFailed): true
        case let (.invalidPage(left), .invalidPage(right)): left == right
        default: false
        }
    }
}

extension CharactersPageError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .loadFailed: "charactersPageError.loadFailed".localized()
        case let .invalidPage(page): "charactersPageError.invalidPage %lld".localized(page)
        }
    }
}

extension CharactersPageError: CustomDebugStringConvertible {
    var debugDescription: String {
        switch self {
        case let .loadFailed(description): description
        case let .invalidPage(page): "invalidPage(page: \(page))"
        }
    }
}
