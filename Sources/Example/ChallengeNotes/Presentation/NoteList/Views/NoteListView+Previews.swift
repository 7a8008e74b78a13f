import ChallengeCore
import ChallengeDesignSystem
import ChallengeResources
import SwiftUI

#if DEBUG
// One preview per visual state.
#Preview("Loading") { screen(isLoading: true) }
#Preview("Loaded") { screen(notes: Note.previewStubs) }
#Preview("Empty") { screen() }
#Preview("Error") { screen(errorMessage: "Could not load your notes.") }
#Preview("Delete failed") { screen(notes: Note.previewStubs, errorMessage: "Could not delete the note.") }

@MainActor
private func screen(notes: [Note] = [], isLoading: Bool = false, errorMessage: String? = nil) -> some View {
    NavigationStack {
        NoteListView(viewModel: NoteListViewModelPreviewStub(notes: notes, isLoading: isLoading, errorMessage: errorMessage))
    }
}

// MARK: - Preview Stubs

@Observable
private final class NoteListViewModelPreviewStub: NoteListViewModelContract {
    var notes: [Note]
    var isLoading: Bool
    var errorMessage: String?

    init(notes: [Note], isLoading: Bool, errorMessage: String?) {
        self.notes = notes
        self.isLoading = isLoading
        self.errorMessage = errorMessage
    }

    func loadNotes() async {}
    func deleteNote(_ note: Note) async {}
}

private extension Note {
    static let previewStubs = [
        Note(id: 1, title: "Portal fluid", body: "Buy more before the Citadel trip."),
        Note(id: 2, title: "Science project", body: "Volcano, but interdimensional. Due Friday, no extensions this time."),
    ]
}
#endif
