import Testing

@testable import SnapshotCore

/// The shortcuts that skip work for names that need none, held to the work they skip.
@Suite("Naming shortcuts")
struct NamingShortcutTests {
    @Test("A name the byte check lets through is one sanitizing leaves as it is; among ASCII names, the only ones")
    func isSanitizedAgreesWithSanitizing() {
        var generator = SplitMix(seed: 3)
        let pieces = ["a", "Z", "7", ".", "-", "_", " ", "/", "é", "日", "🥒", "..", "(", ")", "CON", "nul", "LPT1"]
        for _ in 0..<3000 {
            let name = (0..<Int(generator.next() % 7)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let unchanged = !name.isEmpty && SnapshotNaming.sanitizeSlowly(name) == name
            if SnapshotNaming.isSanitized(name) {
                #expect(unchanged, "\(name)")
            } else if name.utf8.allSatisfy({ $0 < 0x80 }) {
                // Names in other scripts take the slow path even when they are kept whole.
                #expect(!unchanged, "\(name)")
            }
            #expect(SnapshotNaming.sanitize(name) == SnapshotNaming.sanitizeSlowly(name), "\(name)")
        }
        let long = String(repeating: "a", count: SnapshotNaming.maximumComponentLength + 1)
        #expect(!SnapshotNaming.isSanitized(long))
    }

    @Test("A name the shortcut keeps passes the escape checks; the checks still see what it does not keep", arguments: [
        ("1", nil), ("loaded.dark", nil), ("a/b", "it contains a path separator"), ("a\\b", "it contains a path separator"),
        ("..", "it is made only of dots"), ("nul\u{0}x", "it contains a NUL character"), ("x\u{0}/", "it contains a path separator"),
    ] as [(String, String?)])
    func escapeChecks(name: String, reason: String?) {
        #expect(SnapshotNaming.escapeReason(name) == reason)
        if SnapshotNaming.isSanitized(name) { #expect(reason == nil) }
    }

    @Test("A test's prefix makes the location its parts would: the same paths, and the folder of the reference")
    func locationFromATestsPrefix() {
        let prefix = SnapshotLocation.TestPrefix(root: "/r/", sanitizedTestFile: "CardTests", testName: "loaded")
        for pathExtension in ["txt", "json", "p n g"] {
            let location = prefix.location(name: "2", pathExtension: pathExtension)
            let joined = SnapshotLocation(root: "/r/", relativePath: "__Snapshots__/CardTests/loaded.2.\(SnapshotNaming.sanitize(pathExtension))")
            #expect(location == joined)
            #expect(location.referencePath == joined.referencePath)
            #expect(location.folderPath == "/r/__Snapshots__/CardTests")
            #expect(joined.folderPath == location.folderPath)
        }
    }

    @Test("A location from sanitized parts is the location from the raw ones")
    func locationFromSanitizedParts() {
        for (file, test, name) in [("CardTests", "loaded", "1"), ("My Tests!", "screen(_:)", "rick & morty.2"), ("a", "b", "c..d")] {
            let raw = SnapshotLocation(root: "/r", testFile: file, testName: test, name: name, pathExtension: "txt")
            let sanitized = SnapshotLocation(
                root: "/r",
                sanitizedTestFile: SnapshotNaming.sanitize(file),
                testName: SnapshotNaming.sanitize(test),
                name: SnapshotNaming.sanitize(name),
                pathExtension: "txt"
            )
            #expect(raw == sanitized)
        }
    }
}
