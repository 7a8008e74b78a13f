/// Where notes are kept.
protocol NotesRepositoryContract: Sendable {
    func getNotes() async throws -> [Note]
    func deleteNote(noteId: Int) async throws
}
