@testable import ChallengeNotes

final class GetNotesUseCaseMock: GetNotesUseCaseProtocol, @unchecked Sendable {
    var result: Result<[Note], NotesError> = .failure(.loadFailed)
    /// Runs while the use case executes: lets a test see the loading flag.
    var onExecute: (() -> Void)?
    private(set) var executeCallCount = 0

    func execute() async throws -> [Note] {
        executeCallCount += 1
        onExecute?()
        return try result.get()
    }
}

final class DeleteNoteUseCaseMock: DeleteNoteUseCaseProtocol, @unchecked Sendable {
    var error: NotesError?
    private(set) var executeCallCount = 0
    private(set) var deletedNoteIds: [Int] = []

    func execute(noteId: Int) async throws {
        executeCallCount += 1
        deletedNoteIds.append(noteId)
        if let error { throw error }
    }
}

final class NotesRepositoryMock: NotesRepositoryContract, @unchecked Sendable {
    var notes: [Note] = []
    private(set) var getNotesCallCount = 0
    private(set) var deletedNoteIds: [Int] = []

    func getNotes() async throws -> [Note] {
        getNotesCallCount += 1
        return notes
    }

    func deleteNote(noteId: Int) async throws {
        deletedNoteIds.append(noteId)
    }
}
