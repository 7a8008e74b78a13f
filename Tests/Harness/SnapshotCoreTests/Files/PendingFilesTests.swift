import Foundation
import TestSupport
import Testing

@testable import SnapshotCore

@Suite("Pending renders, known without asking the disk")
struct PendingFilesTests {
    private let folder = TemporaryDirectory()

    @Test("A pending render already on disk is removed once, and then known to be gone")
    func removesWhatWasThere() {
        folder.write("stale\n", to: "Suite/screen.1.txt.new")
        #expect(PendingFiles.remove(folder.file("Suite/screen.1.txt.new")))
        #expect(folder.allFiles().isEmpty)
        #expect(!PendingFiles.remove(folder.file("Suite/screen.1.txt.new")))
    }

    @Test("A reference's pending render is found from its location, in the folder the location names")
    func pendingOfALocation() {
        let location = SnapshotLocation.TestPrefix(root: folder.path, sanitizedTestFile: "Suite", testName: "screen")
            .location(name: "3", pathExtension: "txt")
        folder.write("stale\n", to: "__Snapshots__/Suite/screen.3.txt.new")
        folder.write("other\n", to: "__Snapshots__/Suite/screen.4.txt.new")
        #expect(PendingFiles.removePending(of: location))
        #expect(folder.allFiles() == ["__Snapshots__/Suite/screen.4.txt.new"])
        #expect(!PendingFiles.removePending(of: location))
    }

    @Test("A render written after its folder was listed is removed once it is noted")
    func notedRendersAreRemoved() throws {
        folder.write("reference\n", to: "Suite/screen.1.txt")
        #expect(!PendingFiles.remove(folder.file("Suite/screen.2.txt.new")), "lists the folder: nothing pending")

        try AtomicFile.write("new\n", to: folder.file("Suite/screen.2.txt.new"))
        PendingFiles.noteWritten(folder.file("Suite/screen.2.txt.new"))
        #expect(PendingFiles.remove(folder.file("Suite/screen.2.txt.new")))
        #expect(folder.allFiles() == ["Suite/screen.1.txt"])
    }

    @Test("A folder made after it was asked about finds the renders noted in it")
    func aFolderMadeLater() throws {
        #expect(!PendingFiles.remove(folder.file("Later/screen.1.txt.new")))
        try AtomicFile.write("new\n", to: folder.file("Later/screen.1.txt.new"))
        PendingFiles.noteWritten(folder.file("Later/screen.1.txt.new"))
        #expect(PendingFiles.remove(folder.file("Later/screen.1.txt.new")))
    }

    @Test("A folder of a thousand short names is listed whole: every entry read where it lies, none past it")
    func aLargeFolder() {
        for number in 0..<1_000 { folder.write("\(number)\n", to: "Many/\(number).txt") }
        folder.write("stale\n", to: "Many/999.txt.new")
        #expect(PendingFiles.remove(folder.file("Many/999.txt.new")))
        #expect(!folder.exists("Many/999.txt.new"))
    }

    @Test("Only pending renders are ever removed: a reference beside them stays")
    func referencesStay() {
        folder.write("reference\n", to: "Suite/screen.1.txt")
        folder.write("stale\n", to: "Suite/screen.1.txt.new")
        #expect(!PendingFiles.remove(folder.file("Suite/screen.1.txt")))
        #expect(folder.allFiles() == ["Suite/screen.1.txt", "Suite/screen.1.txt.new"])
    }
}
