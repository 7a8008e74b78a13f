import Testing

@testable import ChallengeNotes

@Suite
struct NotesUseCaseTests {
    private let repositoryMock = NotesRepositoryMock()

    @Test("Get notes reads the repository")
    func getNotes() async throws {
        // Given
        repositoryMock.notes = [.stub()]

        // When
        let notes = try await GetNotesUseCase(repository: repositoryMock).execute()

        // Then
        #expect(notes == [.stub()])
        #expect(repositoryMock.getNotesCallCount == 1)
    }

    @Test("Delete note passes the identifier on")
    func deleteNote() async throws {
        // When
        try await DeleteNoteUseCase(repository: repositoryMock).execute(noteId: 3)

        // Then
        #expect(repositoryMock.deletedNoteIds == [3])
    }
}
