protocol DeleteNoteUseCaseProtocol: Sendable {
    func execute(noteId: Int) async throws
}

struct DeleteNoteUseCase: DeleteNoteUseCaseProtocol {
    let repository: any NotesRepositoryContract

    func execute(noteId: Int) async throws {
        try await repository.deleteNote(noteId: noteId)
    }
}
