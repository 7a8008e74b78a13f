protocol GetNotesUseCaseProtocol: Sendable {
    func execute() async throws -> [Note]
}

struct GetNotesUseCase: GetNotesUseCaseProtocol {
    let repository: any NotesRepositoryContract

    func execute() async throws -> [Note] {
        try await repository.getNotes()
    }
}
