import Testing

@testable import ChallengeNotes

@Suite
struct InMemoryNotesRepositoryTests {
    @Test("Starts with the sample notes")
    func samples() async throws {
        let notes = try await InMemoryNotesRepository().getNotes()
        #expect(notes == InMemoryNotesRepository.samples)
        #expect(notes.count == 3)
    }

    @Test("Deleting removes the note; deleting an unknown one fails")
    func delete() async throws {
        // Given
        let sut = InMemoryNotesRepository(notes: [.stub(id: 1), .stub(id: 2)])

        // When
        try await sut.deleteNote(noteId: 1)

        // Then
        #expect(try await sut.getNotes() == [.stub(id: 2)])
        await #expect(throws: NotesError.deleteFailed(noteId: 9)) {
            try await sut.deleteNote(noteId: 9)
        }
    }
}
