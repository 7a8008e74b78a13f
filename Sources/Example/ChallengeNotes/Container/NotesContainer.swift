import SwiftUI

/// Builds the notes screen over an in-memory repository.
@MainActor
public final class NotesContainer {
    private let repository: any NotesRepositoryContract

    public init() {
        repository = InMemoryNotesRepository()
    }

    public func makeNoteListView() -> some View {
        NoteListView(viewModel: makeNoteListViewModel())
    }

    func makeNoteListViewModel() -> NoteListViewModel {
        NoteListViewModel(
            getNotesUseCase: GetNotesUseCase(repository: repository),
            deleteNoteUseCase: DeleteNoteUseCase(repository: repository)
        )
    }
}
