import Foundation

protocol NoteListViewModelContract: AnyObject {
    var notes: [Note] { get }
    var isLoading: Bool { get }
    var errorMessage: String? { get }
    @MainActor func loadNotes() async
    @MainActor func deleteNote(_ note: Note) async
}
