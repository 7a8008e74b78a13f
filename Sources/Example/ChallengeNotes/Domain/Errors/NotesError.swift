import ChallengeResources
import Foundation

/// Why notes could not be read or changed.
enum NotesError: Error, Equatable, Sendable {
    case loadFailed
    case deleteFailed(noteId: Int)
}

extension NotesError: LocalizedError {
    /// What the screen shows in `errorMessage`.
    var errorDescription: String? {
        switch self {
        case .loadFailed: "notesError.loadFailed".localized()
        case .deleteFailed: "notesError.deleteFailed".localized()
        }
    }
}
