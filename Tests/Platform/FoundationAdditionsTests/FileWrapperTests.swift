import Foundation
import FoundationAdditions
import Testing

@Suite("FileWrapper")
struct FileWrapperTests {
    @Test("A folder of files is written to disk and read back whole")
    func roundTrip() throws {
        // Given
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        folder.addRegularFile(withContents: Data("# Notes".utf8), preferredFilename: "notes.md")
        let nested = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("a".utf8))])
        nested.preferredFilename = "assets"
        folder.addFileWrapper(nested)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("FileWrapperTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }

        // When
        try folder.write(to: url, options: .atomic, originalContentsURL: nil)
        let read = try FileWrapper(url: url)

        // Then
        #expect(read.isDirectory && !read.isRegularFile)
        #expect(read.fileWrappers?.keys.sorted() == ["assets", "notes.md"])
        #expect(read.fileWrappers?["notes.md"]?.regularFileContents == Data("# Notes".utf8))
        #expect(read.fileWrappers?["assets"]?.fileWrappers?["a.txt"]?.regularFileContents == Data("a".utf8))
        #expect(read.filename == url.lastPathComponent)
    }

    @Test("A name already taken in a folder gets a number, as Foundation names it")
    func uniqueNames() {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        #expect(folder.addRegularFile(withContents: Data(), preferredFilename: "a.txt") == "a.txt")
        #expect(folder.addRegularFile(withContents: Data(), preferredFilename: "a.txt") == "2 a.txt")
        let child = folder.fileWrappers?["2 a.txt"]
        #expect(child.flatMap(folder.keyForChildFileWrapper) == "2 a.txt")
        folder.removeFileWrapper(child!)
        #expect(folder.fileWrappers?.count == 1)
    }

    @Test("A file holds its contents and no children; a folder no contents")
    func kinds() {
        let file = FileWrapper(regularFileWithContents: Data("x".utf8))
        #expect(file.regularFileContents == Data("x".utf8) && file.fileWrappers == nil)
        #expect(FileWrapper(directoryWithFileWrappers: [:]).regularFileContents == nil)
        let link = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "/tmp"))
        #expect(link.isSymbolicLink && link.symbolicLinkDestinationURL?.path == "/tmp")
    }
}
