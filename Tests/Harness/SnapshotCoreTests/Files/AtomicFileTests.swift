import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

@Suite("Atomic writes")
struct AtomicFileTests {
    private let folder = TemporaryDirectory()

    @Test("Writing creates missing folders and leaves no temporary file")
    func createsFolders() throws {
        try AtomicFile.write("hello\n", to: folder.file("a/b/c.txt"))
        #expect(folder.read("a/b/c.txt") == "hello\n")
        #expect(folder.allFiles() == ["a/b/c.txt"])
    }

    @Test("Writing replaces an existing file whole")
    func replaces() throws {
        folder.write(String(repeating: "old\n", count: 1000), to: "f.txt")
        try AtomicFile.write("new\n", to: folder.file("f.txt"))
        #expect(folder.read("f.txt") == "new\n")
    }

    @Test("A read-only folder is an error that says what to do, and keeps the old file",
          .enabled(if: getuid() != 0, "root writes everywhere"))
    func readOnlyFolder() throws {
        folder.write("old\n", to: "ro/f.txt")
        chmod(folder.file("ro"), 0o555)
        defer { chmod(folder.file("ro"), 0o755) }
        do {
            try AtomicFile.write("new\n", to: folder.file("ro/f.txt"))
            Issue.record("expected an error")
        } catch {
            #expect(error == .cannotWrite(path: folder.file("ro/f.txt"), reason: "permission denied (EACCES)"))
            #expect(error.description.contains("Make the folder writable"))
        }
        #expect(folder.read("ro/f.txt") == "old\n")
    }

    @Test("A path under a regular file is an error, not a crash")
    func pathUnderFile() {
        folder.write("x", to: "file")
        #expect(throws: SnapshotError.self) {
            try AtomicFile.write("y", to: folder.file("file/inner.txt"))
        }
    }

    @Test("Removing reports whether the file was there")
    func remove() {
        folder.write("x", to: "r.txt")
        #expect(AtomicFile.remove(folder.file("r.txt")))
        #expect(!AtomicFile.remove(folder.file("r.txt")))
    }
}
