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
        ("", "_"),
        ("///", "_"),
        ("x\u{0}y", "x-y"),
    ])
    func sanitize(raw: String, expected: String) {
        #expect(SnapshotNaming.sanitize(raw) == expected)
    }

    @Test("Every script keeps its letters; emoji keep their joiners and modifiers", arguments: [
        ("日本語", "日本語"),
        ("Русский", "Русский"),
        ("العربية", "العربية"),
        ("pickle🥒", "pickle🥒"),
        ("한국어 화면", "한국어-화면"),
        ("👩🏽‍💻 dev", "👩🏽‍💻-dev"),
        ("Ελληνικά.1", "Ελληνικά.1"),
        ("हिन्दी", "हिन्दी"),
        ("فارسی‌زبان", "فارسی‌زبان"),
    ])
    func scripts(raw: String, expected: String) {
        #expect(SnapshotNaming.sanitize(raw) == expected)
    }

    @Test("Composed and decomposed spellings of one name are one file name, in NFC")
    func normalization() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(Array(composed.unicodeScalars) != Array(decomposed.unicodeScalars))
        #expect(Array(SnapshotNaming.sanitize(decomposed).unicodeScalars) == Array(composed.unicodeScalars))
        #expect(Array(SnapshotNaming.sanitize(composed).unicodeScalars) == Array(composed.unicodeScalars))
        #expect(Array(SnapshotNaming.sanitize("A\u{30A}ngstr\u{F6}m").unicodeScalars) == Array("\u{C5}ngstr\u{F6}m".unicodeScalars))
    }

    @Test("What is unsafe on Windows, macOS or Linux, or invisible, is replaced", arguments: [
        ("a:b", "a-b"),
        ("what?*", "what"),
        ("<tag>|\"q\"", "tag-q"),
        ("東京：大阪？", "東京-大阪"),
        ("left\u{202E}right", "left-right"),
        ("zero\u{FEFF}width", "zero-width"),
        ("tab\there", "tab-here"),
        ("ideographic\u{3000}space", "ideographic-space"),
        ("private\u{E000}use", "private-use"),
    ])
    func unsafeCharacters(raw: String, expected: String) {
        #expect(SnapshotNaming.sanitize(raw) == expected)
    }

    @Test("Windows device names get a mark, in any case and with any extension", arguments: [
        ("CON", "CON_"), ("nul", "nul_"), ("com1", "com1_"), ("LPT9.es", "LPT9_.es"), ("aux.1", "aux_.1"),
        ("CONSOLE", "CONSOLE"), ("con-list", "con-list"), ("COM10", "COM10"),
    ])
    func deviceNames(raw: String, expected: String) {
        #expect(SnapshotNaming.sanitize(raw) == expected)
    }

    @Test("A long name in a wide script is cut on a character boundary, under the byte limit")
    func longUnicodeNames() {
        let name = String(repeating: "語", count: 60) + "🥒"
        let sanitized = SnapshotNaming.sanitize(name)
        #expect(sanitized.utf8.count <= SnapshotNaming.maximumComponentLength)
        #expect(sanitized.hasPrefix("語語語"))
        #expect(sanitized.hasSuffix("-" + StableHash.shortHex(name)))
        #expect(sanitized.unicodeScalars.allSatisfy { $0 == "-" || $0 == "語" || $0.properties.isASCIIHexDigit })
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
