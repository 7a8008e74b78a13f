/// Notes kept in memory for the app's lifetime, starting with a few samples.
actor InMemoryNotesRepository: NotesRepositoryContract {
    private var notes: [Note]

    init(notes: [Note] = InMemoryNotesRepository.samples) {
        self.notes = notes
    }

    func getNotes() async throws -> [Note] {
        notes
    }

    func deleteNote(noteId: Int) async throws {
        guard let index = notes.firstIndex(where: { $0.id == noteId }) else {
            throw NotesError.deleteFailed(noteId: noteId)
        }
        notes.remove(at: index)
    }

    static let samples = [
        Note(id: 1, title: "Portal fluid", body: "Buy more before the Citadel trip. Check the garage shelf first."),
        Note(id: 2, title: "Morty's science project", body: "Volcano, but make it interdimensional. Due Friday."),
        Note(id: 3, title: "Family therapy", body: "Thursday at 6. Dr. Wong asked everyone to come, Rick included."),
    ]
}
