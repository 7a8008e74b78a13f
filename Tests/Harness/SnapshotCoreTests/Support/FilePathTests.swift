import Testing

@testable import SnapshotCore

@Suite("Paths split as the system splits them")
struct FilePathTests {
    @Test("The folder and the last component", arguments: [
        ("/pkg/__Snapshots__/FooTests/screen.1.txt", "/pkg/__Snapshots__/FooTests", "screen.1.txt"),
        ("/top.txt", "/", "top.txt"),
        ("plain.txt", ".", "plain.txt"),
        ("/pkg/Écrans/café.txt", "/pkg/Écrans", "café.txt"),
    ])
    func splits(path: String, directory: String, last: String) {
        #expect(FilePath.directory(of: path) == directory)
        #expect(FilePath.lastComponent(of: path) == last)
    }

    @Test("A slash followed by a combining mark still separates components: paths are bytes, not characters")
    func combiningMarkAfterSlash() {
        let path = "/pkg/\u{301}name.txt"
        #expect(FilePath.directory(of: path) == "/pkg")
        #expect(FilePath.lastComponent(of: path) == "\u{301}name.txt")
    }
}
