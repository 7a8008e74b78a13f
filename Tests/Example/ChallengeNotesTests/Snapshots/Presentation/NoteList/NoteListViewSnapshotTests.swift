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

    @Test("Renders notes in wide scripts and emoji, wrapped and aligned by display width")
    func loadedStateWideGlyphs() {
        // Given
        let notes: [Note] = [
            .stub(id: 1, title: "買い物リスト 🛒", body: "ポータル液を三本、ピクルス🥒を一瓶。シタデルに行く前に買うこと。"),
            .stub(id: 2, title: "모티의 과학 숙제 🌋", body: "화산, 하지만 차원을 넘는 것으로. 금요일까지 👩🏽‍💻"),
        ]

        // Then
        assertSnapshot(of: screen(NoteListViewModelStub(notes: notes)), as: .device)
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
