import Foundation
import TestSupport
import Testing

/// sst 1.19's API through the compiler, as a team's file meets it: which calls pick the
/// `Record?` forms without a word, which are deprecated with sst's messages, and what a
/// team sees for what Linux does not offer (the README's "Not offered" table).
@Suite("sst's API through the compiler")
struct SSTCompilerTests {
    static let deprecatedBool = "is deprecated: Use overload with 'record: SnapshotTestingConfiguration.Record?'"

    @Test("Calls without record:, or with a Record or a Bool literal, are neither ambiguous nor deprecated; a Bool? value is deprecated as in sst")
    func recordForms() throws {
        let lines = [
            "import Foundation",                                                            // 1
            "import SnapshotTesting",                                                      // 2
            "func uses(recording: Bool?, mode: SnapshotTestingConfiguration.Record?) {",   // 3
            "  assertSnapshot(of: \"a\", as: .lines)",                                     // 4
            "  assertSnapshot(of: \"a\", as: .lines, record: .all)",                       // 5
            "  assertSnapshot(of: \"a\", as: .lines, record: true)",                       // 6
            "  assertSnapshot(of: \"a\", as: .lines, record: mode)",                       // 7
            "  assertSnapshots(of: \"a\", as: [\"x\": .lines], record: .missing)",         // 8
            "  assertSnapshots(of: \"a\", as: [.lines])",                                  // 9
            "  _ = verifySnapshot(of: \"a\", as: .lines, record: nil)",                    // 10
            "  assertSnapshot(of: \"a\", as: .lines, record: recording)",                  // 11
            "  assertSnapshots(of: \"a\", as: [\"x\": .lines], record: recording)",        // 12
            "  assertSnapshots(of: \"a\", as: [.lines], record: recording)",               // 13
            "  _ = verifySnapshot(of: \"a\", as: .lines, record: recording)",              // 14
            "  assertSnapshot(matching: \"a\", as: .lines)",                               // 15
            "  isRecording = true",                                                        // 16
            "  diffTool = .ksdiff",                                                        // 17
            "}",
        ]
        let result = try TypeChecker.check(lines)
        #expect(result.status == 0, "\(result.output)")
        let warned = warnings(in: result.output)
        #expect(Set(warned.keys) == [11, 12, 13, 14, 15, 16, 17], "\(result.output)")
        for line in 11...14 {
            #expect(warned[line]?.contains(Self.deprecatedBool) == true, "\(line): \(warned[line] ?? "")")
        }
        #expect(warned[15]?.contains("renamed to 'assertSnapshot(of:as:named:record:timeout:file:testName:line:)'") == true)
        #expect(warned[16]?.contains("Use 'withSnapshotTesting' to customize the record mode.") == true)
        #expect(warned[17]?.contains("Use 'withSnapshotTesting' to customize the diff tool.") == true)
    }

    @Test("What Linux does not offer fails to compile, with the README's messages")
    func notOffered() throws {
        let lines = [
            "import Foundation",                                                            // 1
            "import FoundationNetworking",                                                 // 2
            "import SnapshotTesting",                                                      // 3
            "struct User: Encodable { var id = 1 }",                                       // 4
            "func uses(request: URLRequest) {",                                            // 5
            "  assertSnapshot(of: Data(), as: .data)",                                     // 6
            "  assertSnapshot(of: User(), as: .plist)",                                    // 7
            "  assertSnapshot(of: request, as: .raw)",                                     // 8
            "  assertSnapshot(of: request, as: .curl)",                                    // 9
            "  assertSnapshot(of: CALayer(), as: .image)",                                 // 10
            "  assertSnapshot(of: NSView(), as: .image)",                                  // 11
            "  assertSnapshot(of: UIBezierPath(), as: .elementsDescription)",              // 12
            "  _ = ViewImageConfig.tv",                                                    // 13
            "  _assertInlineSnapshot(matching: 1, as: .description, with: \"1\")",         // 14
            "  _ = _diffTool",                                                             // 15
            "}",
        ]
        let result = try TypeChecker.check(lines)
        #expect(result.errorLines == Set(6...15), "\(result.output)")
        let errors = messages(in: result.output, kind: "error")
        #expect(errors[6]?.contains("has no member 'data'") == true, "\(errors[6] ?? "")")
        #expect(errors[7]?.contains("has no member 'plist'") == true, "\(errors[7] ?? "")")
        #expect(errors[8]?.contains("has no member 'raw'") == true, "\(errors[8] ?? "")")
        #expect(errors[9]?.contains("has no member 'curl'") == true, "\(errors[9] ?? "")")
        #expect(errors[10]?.contains("'image' is unavailable: a CALayer has no text render here") == true, "\(errors[10] ?? "")")
        #expect(errors[11]?.contains("cannot find 'NSView' in scope") == true, "\(errors[11] ?? "")")
        #expect(errors[12]?.contains("'elementsDescription' is unavailable: a path's elements are not listed here") == true, "\(errors[12] ?? "")")
        #expect(errors[14]?.contains("cannot find '_assertInlineSnapshot' in scope") == true, "\(errors[14] ?? "")")
    }

    @Test("InlineSnapshotTesting, SceneKit and SpriteKit are not modules here", arguments: ["InlineSnapshotTesting", "SceneKit", "SpriteKit"])
    func noSuchModule(name: String) throws {
        let result = try TypeChecker.check(["import \(name)"])
        #expect(result.output.contains("no such module '\(name)'"), "\(result.output)")
    }

    private func warnings(in output: String) -> [Int: String] {
        messages(in: output, kind: "warning")
    }

    /// Each line of the checked file with its diagnostics of one kind, joined.
    private func messages(in output: String, kind: String) -> [Int: String] {
        var found: [Int: String] = [:]
        for line in output.split(separator: "\n") where line.contains("Uses.swift:") && line.contains(": \(kind): ") {
            guard let location = line.range(of: "Uses.swift:") else { continue }
            let fields = line[location.upperBound...].split(separator: ":", maxSplits: 1)
            guard let number = fields.first.flatMap({ Int($0) }) else { continue }
            found[number, default: ""] += String(line)
        }
        return found
    }
}
