import Testing

@testable import ChallengeNotes

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct NoteListViewModelTests {
    private let getNotesUseCaseMock = GetNotesUseCaseMock()
    private let deleteNoteUseCaseMock = DeleteNoteUseCaseMock()
    private let sut: NoteListViewModel

    init() {
        sut = NoteListViewModel(getNotesUseCase: getNotesUseCaseMock, deleteNoteUseCase: deleteNoteUseCaseMock)
    }

    // MARK: - Initial State

    @Test("Starts with no notes, not loading, no error")
    func initialState() {
        #expect(sut.notes.isEmpty)
        #expect(!sut.isLoading)
        #expect(sut.errorMessage == nil)
    }

    // MARK: - loadNotes

    @Test("loadNotes fills the notes on success")
    func loadNotesSetsNotes() async {
        // Given
        getNotesUseCaseMock.result = .success([.stub(id: 1), .stub(id: 2)])

        // When
        await sut.loadNotes()

        // Then
        #expect(sut.notes == [.stub(id: 1), .stub(id: 2)])
        #expect(getNotesUseCaseMock.executeCallCount == 1)
    }

    @Test("loadNotes is loading while the use case runs, and not after")
    func loadNotesTogglesLoading() async {
        // Given
        getNotesUseCaseMock.result = .success([.stub()])
        var loadingDuringExecution: Bool?
        getNotesUseCaseMock.onExecute = { [sut] in loadingDuringExecution = sut.isLoading }

        // When
        await sut.loadNotes()

        // Then
        #expect(loadingDuringExecution == true)
        #expect(!sut.isLoading)
    }

    @Test("loadNotes sets the error's user-facing message on failure")
    func loadNotesSetsErrorMessage() async {
        // Given
        getNotesUseCaseMock.result = .failure(.loadFailed)

        // When
        await sut.loadNotes()

        // Then
        #expect(sut.errorMessage == "Could not load your notes.")
        #expect(!sut.isLoading)
    }

    @Test("loadNotes clears an earlier error when it starts")
    func loadNotesClearsError() async {
        // Given
        getNotesUseCaseMock.result = .failure(.loadFailed)
        await sut.loadNotes()
        getNotesUseCaseMock.result = .success([.stub()])

        // When
        await sut.loadNotes()

        // Then
        #expect(sut.errorMessage == nil)
        #expect(sut.notes == [.stub()])
    }

    // MARK: - deleteNote

    @Test("deleteNote deletes through the use case and removes the note")
    func deleteNoteRemovesNote() async {
        // Given
        getNotesUseCaseMock.result = .success([.stub(id: 1), .stub(id: 2)])
        await sut.loadNotes()

        // When
        await sut.deleteNote(.stub(id: 1))

        // Then
        #expect(deleteNoteUseCaseMock.deletedNoteIds == [1])
        #expect(sut.notes == [.stub(id: 2)])
    }

    @Test("deleteNote keeps the note and shows a message when deleting fails")
    func deleteNoteFailureKeepsNote() async {
        // Given
        getNotesUseCaseMock.result = .success([.stub(id: 1)])
        await sut.loadNotes()
        deleteNoteUseCaseMock.error = .deleteFailed(noteId: 1)

        // When
        await sut.deleteNote(.stub(id: 1))

        // Then
        #expect(sut.notes == [.stub(id: 1)])
        #expect(sut.errorMessage == "Could not delete the note.")
    }
}
