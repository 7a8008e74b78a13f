import Observation

@testable import ChallengeNotes

@Observable
final class NoteListViewModelStub: NoteListViewModelContract {
    var notes: [Note]
    var isLoading: Bool
    var errorMessage: String?

    init(notes: [Note] = [], isLoading: Bool = false, errorMessage: String? = nil) {
        self.notes = notes
        self.isLoading = isLoading
        self.errorMessage = errorMessage
    }

    func loadNotes() async {}
    func deleteNote(_ note: Note) async {}
}
