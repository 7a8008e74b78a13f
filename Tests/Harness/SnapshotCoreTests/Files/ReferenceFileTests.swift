import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

@Suite("Reading references")
struct ReferenceFileTests {
    private let folder = TemporaryDirectory()

    @Test("A missing file is missing, not an error")
    func missing() throws {
        #expect(try ReferenceFile.read(folder.file("none.txt")) == .missing)
        #expect(try ReferenceFile.read(folder.file("no/such/dir.txt")) == .missing)
    }

    @Test("A text file is read whole, including large ones")
    func text() throws {
        let large = String(repeating: "│ row of text │\n", count: 20_000)
        folder.write(large, to: "big.txt")
        #expect(try ReferenceFile.read(folder.file("big.txt")) == .text(Array(large.utf8)))
    }

    @Test("A byte order mark is an error naming the file")
    func byteOrderMark() {
        folder.write(Data([0xEF, 0xBB, 0xBF]) + Data("text\n".utf8), to: "bom.txt")
        #expect(throws: SnapshotError.referenceHasByteOrderMark(path: folder.file("bom.txt"))) {
            try ReferenceFile.read(folder.file("bom.txt"))
        }
    }

    @Test("Invalid UTF-8 is an error with the offset of the first bad byte", arguments: [
        ([0x61, 0x62, 0xFF], 2),
        ([0x61, 0xC3], 1),
        ([0xC0, 0xAF], 0),
        ([0x61, 0xED, 0xA0, 0x80], 1),
        ([0xF4, 0x90, 0x80, 0x80], 0),
    ] as [([UInt8], Int)])
    func invalidUTF8(bytes: [UInt8], offset: Int) {
        let name = "bad-\(offset)-\(bytes.count).txt"
        folder.write(Data(bytes), to: name)
        #expect(throws: SnapshotError.referenceIsNotUTF8(path: folder.file(name), byteOffset: offset)) {
            try ReferenceFile.read(folder.file(name))
        }
    }

    @Test("Valid multi-byte UTF-8 passes")
    func validUTF8() throws {
        let text = "é ß 漢字 😀 ⟨U+200B⟩\n"
        folder.write(text, to: "ok.txt")
        #expect(try ReferenceFile.read(folder.file("ok.txt")) == .text(Array(text.utf8)))
    }

    @Test("The bytes of a reference are handed over where they were read; what `read` would report otherwise is nil")
    func withBytes() throws {
        folder.write("é line\n", to: "ok.txt")
        #expect(ReferenceFile.withBytes(of: folder.file("ok.txt")) { Array($0) } == Array("é line\n".utf8))
        folder.write("", to: "empty.txt")
        #expect(ReferenceFile.withBytes(of: folder.file("empty.txt")) { $0.count } == 0)

        #expect(ReferenceFile.withBytes(of: folder.file("none.txt")) { $0.count } == nil)
        try FileManager.default.createDirectory(atPath: folder.file("dir.txt"), withIntermediateDirectories: true)
        #expect(ReferenceFile.withBytes(of: folder.file("dir.txt")) { $0.count } == nil)
        folder.write(Data([0xEF, 0xBB, 0xBF]) + Data("text\n".utf8), to: "bom.txt")
        #expect(ReferenceFile.withBytes(of: folder.file("bom.txt")) { $0.count } == nil)
        // One the scratch buffer cannot hold whole is left to `read`, which reads it all.
        let large = String(repeating: "x", count: ReferenceFile.scratchSize)
        folder.write(large, to: "large.txt")
        #expect(ReferenceFile.withBytes(of: folder.file("large.txt")) { $0.count } == nil)
        #expect(try ReferenceFile.read(folder.file("large.txt")) == .text(Array(large.utf8)))
    }

    @Test("A directory in place of the reference is an error")
    func directory() throws {
        try FileManager.default.createDirectory(atPath: folder.file("dir.txt"), withIntermediateDirectories: true)
        #expect(throws: SnapshotError.referenceIsDirectory(path: folder.file("dir.txt"))) {
            try ReferenceFile.read(folder.file("dir.txt"))
        }
    }

    @Test("An unreadable file is an error that says why", .enabled(if: getuid() != 0, "root reads everything"))
    func unreadable() {
        folder.write("secret\n", to: "locked.txt")
        chmod(folder.file("locked.txt"), 0o000)
        #expect(throws: SnapshotError.referenceUnreadable(path: folder.file("locked.txt"), reason: "permission denied (EACCES)")) {
            try ReferenceFile.read(folder.file("locked.txt"))
        }
    }
}
