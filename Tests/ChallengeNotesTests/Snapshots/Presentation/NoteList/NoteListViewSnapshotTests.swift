import Testing
import ViewSnapshotTesting

@testable import ChallengeNotes

@MainActor
struct NoteListViewSnapshotTests {
    @Test("Renders loading state correctly")
    func loadingState() {
        assertSnapshot(of: screen(NoteListViewModelStub(isLoading: true)), as: .device)
    }

    @Test("Renders loaded notes correctly")
    func loadedState() {
        assertSnapshot(of: screen(NoteListViewModelStub(notes: Self.notes)), as: .device)
    }

    @Test("Renders empty state correctly")
    func emptyState() {
        assertSnapshot(of: screen(NoteListViewModelStub()), as: .device)
    }

    @Test("Renders error state correctly")
    func errorState() {
        assertSnapshot(of: screen(NoteListViewModelStub(errorMessage: "Could not load your notes.")), as: .device)
    }

    @Test("Renders a failed delete above the notes")
    func deleteFailedState() {
        assertSnapshot(of: screen(NoteListViewModelStub(notes: Self.notes, errorMessage: "Could not delete the note.")), as: .device)
    }

    private static let notes: [Note] = [
        .stub(id: 1),
        .stub(id: 2, title: "Morty's science project", body: "Volcano, but make it interdimensional. Due Friday, and this time no portal shortcuts."),
    ]

    private func screen(_ viewModel: NoteListViewModelStub) -> some View {
        NavigationStack {
            NoteListView(viewModel: viewModel)
        }
    }
}
