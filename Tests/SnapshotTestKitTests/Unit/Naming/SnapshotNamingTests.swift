import Testing

@testable import SnapshotCore

@Suite("Snapshot naming")
struct SnapshotNamingTests {
    @Test("Sanitizing keeps safe characters and replaces the rest", arguments: [
        ("loadedState", "loadedState"),
        ("Rick Sanchez", "Rick-Sanchez"),
        ("a  /  b", "a-b"),
        ("es_ES", "es_ES"),
        ("v1.2", "v1.2"),
        ("...hidden", "hidden"),
        ("a..b", "a.b"),
        ("trailing-", "trailing"),
        ("café", "caf"),
        ("", "_"),
        ("///", "_"),
        ("x\u{0}y", "x-y"),
    ])
    func sanitize(raw: String, expected: String) {
        #expect(SnapshotNaming.sanitize(raw) == expected)
    }

    @Test("Long names are cut and keep a stable hash of the whole name")
    func longNames() {
        let a = String(repeating: "x", count: 300) + "a"
        let b = String(repeating: "x", count: 300) + "b"
        let sanitizedA = SnapshotNaming.sanitize(a)
        #expect(sanitizedA.utf8.count == SnapshotNaming.maximumComponentLength)
        #expect(sanitizedA != SnapshotNaming.sanitize(b))
        #expect(sanitizedA == SnapshotNaming.sanitize(a))
        #expect(sanitizedA.hasSuffix("-" + StableHash.shortHex(a)))
    }

    @Test("The stable hash is FNV-1a and does not depend on the process")
    func stableHash() {
        #expect(StableHash.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(StableHash.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHash.shortHex("a") == "8601ec8c")
    }

    @Test("An explicit name that tries to leave the folder is an error", arguments: [
        "../escape", "a/b", "..", ".", "c:\\windows", "nul\u{0}byte",
    ])
    func escapingNamesAreRejected(name: String) {
        #expect(throws: SnapshotError.self) {
            try SnapshotNaming.validatedName(name)
        }
    }

    @Test("The escape error says why and what to pass instead")
    func escapeMessage() {
        #expect(throws: SnapshotError.nameEscapesFolder(name: "../x", reason: "it contains a path separator")) {
            try SnapshotNaming.validatedName("../x")
        }
        let message = SnapshotError.nameEscapesFolder(name: "../x", reason: "it contains a path separator").description
        #expect(message.contains("would escape the snapshot folder"))
        #expect(message.contains("Pass a plain name"))
    }

    @Test("Test names drop their parameter list")
    func testNames() {
        #expect(SnapshotNaming.testName(fromFunction: "loadedState()") == "loadedState")
        #expect(SnapshotNaming.testName(fromFunction: "screen(_:locale:)") == "screen")
        #expect(SnapshotNaming.testName(fromFunction: "testFoo") == "testFoo")
    }

    @Test("The folder is the test file's name without extension")
    func fileStem() {
        #expect(SnapshotNaming.fileStem(ofPath: "/a/b/CharacterListViewSnapshotTests.swift") == "CharacterListViewSnapshotTests")
        #expect(SnapshotNaming.fileStem(ofPath: "Module/File.swift") == "File")
    }

    @Test("Locations always stay inside the snapshot folder")
    func locationStaysInside() {
        let location = SnapshotLocation(root: "/pkg", testFile: "../../etc", testName: "..", name: "../x", pathExtension: "txt")
        #expect(location.relativePath == "__Snapshots__/etc/_.x.txt")
        #expect(location.referencePath == "/pkg/__Snapshots__/etc/_.x.txt")
        #expect(location.pendingPath == "/pkg/__Snapshots__/etc/_.x.txt.new")
        #expect(location.artifactPath(in: "/artifacts") == "/artifacts/__Snapshots__/etc/_.x.txt.new")
    }
}
