import Foundation
import Observation

/// A view model of plain properties: `notes`, `isLoading` and `errorMessage` rather
/// than a view-state enum, the other way screens hold their state.
@Observable
final class NoteListViewModel: NoteListViewModelContract {
    // MARK: - Properties

    var notes: [Note] = []
    var isLoading = false
    var errorMessage: String?

    private let getNotesUseCase: GetNotesUseCaseProtocol
    private let deleteNoteUseCase: DeleteNoteUseCaseProtocol

    // MARK: - Initialization

    init(getNotesUseCase: GetNotesUseCaseProtocol, deleteNoteUseCase: DeleteNoteUseCaseProtocol) {
        self.getNotesUseCase = getNotesUseCase
        self.deleteNoteUseCase = deleteNoteUseCase
    }

    // MARK: - Methods

    @MainActor
    func loadNotes() async {
        isLoading = true
        errorMessage = nil

        do {
            notes = try await getNotesUseCase.execute()
        } catch {
            errorMessage = error.localizedDescription
        }

        isLoading = false
    }

    @MainActor
    func deleteNote(_ note: Note) async {
        errorMessage = nil
        do {
            try await deleteNoteUseCase.execute(noteId: note.id)
            notes.removeAll { $0.id == note.id }
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
