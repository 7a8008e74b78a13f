import ChallengeResources
import Foundation

/// Why a character could not be loaded.
enum CharacterError: Error, Sendable {
    case loadFailed(description: String = "")
    case notFound(identifier: Int)
}

extension CharacterError: Equatable {
    /// The description of a load failure is for logs; two load failures are the same.
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.loadFailed, .loadFailed): true
        case let (.notFound(left), .notFound(right)): left == right
        default: false
        }
    }
}

extension CharacterError: LocalizedError {
    /// What a person reads.
    var errorDescription: String? {
        switch self {
        case .loadFailed: "characterError.loadFailed".localized()
        case let .notFound(identifier): "characterError.notFound %lld".localized(identifier)
        }
    }
}

extension CharacterError: CustomDebugStringConvertible {
    /// What a tracker records.
    var debugDescription: String {
        switch self {
        case let .loadFailed(description): description
        case let .notFound(identifier): "notFound(identifier: \(identifier))"
        }
    }
}
