import Foundation
import Testing
import TextUI

/// A document as an app writes one: JSON in, JSON out.
private struct NotesDocument: FileDocument {
    static let readableContentTypes: [UTType] = [.json]
    var notes: [String]

    init(notes: [String]) {
        self.notes = notes
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        notes = try JSONDecoder().decode([String].self, from: data)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(notes))
    }
}

@MainActor
@Suite("FileDocument")
struct FileDocumentTests {
    @Test("A document written through its configuration reads back the same")
    func roundTrip() throws {
        // Given
        let document = NotesDocument(notes: ["milk", "bread"])

        // When
        let file = try document.fileWrapper(configuration: .init(contentType: .json, existingFile: nil))
        let read = try NotesDocument(configuration: .init(contentType: .json, file: file))

        // Then
        #expect(read.notes == ["milk", "bread"])
    }

    @Test("A file that is not the document's is the document's own error")
    func unreadable() {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        #expect(throws: CocoaError.self) { try NotesDocument(configuration: .init(contentType: .json, file: folder)) }
    }

    @Test("A document saves as the types it opens unless it says otherwise")
    func writableTypes() {
        #expect(NotesDocument.writableContentTypes == [.json])
    }

    @Test("An exporter draws nothing over the screen; the screen draws as it is")
    func exporterDrawsTheScreen() {
        let screen = Text("Export").fileExporter(isPresented: .constant(true), document: NotesDocument(notes: []), contentType: .json) { _ in }
        #expect(Rendering.rows(screen) == ["Export"])
    }
}
