import Foundation
import SnapshotCore
import Testing

/// What the source files keep to, read from the files.
@Suite("The package's sources")
struct SourceRulesTests {
    /// Each Swift file under `Sources/`, by path from the package, with its lines; the
    /// example app's too unless `exceptExample`.
    static func sourceFiles(exceptExample: Bool = false) throws -> [(path: String, lines: [Substring])] {
        let root = try PackageRoot.find(fromFile: #filePath)
        let sources = root + "/Sources"
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        return files.sorted().filter { $0.hasSuffix(".swift") && !(exceptExample && $0.hasPrefix("Example/")) }.compactMap { file in
            guard let text = try? String(contentsOfFile: sources + "/" + file, encoding: .utf8) else { return nil }
            return ("Sources/" + file, text.split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    /// The lines of `files` that `pattern` matches, as `path:line: text`.
    static func matches(of pattern: String, in files: [(path: String, lines: [Substring])], commentsOnly: Bool = false) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        var found: [String] = []
        for file in files {
            for (index, line) in file.lines.enumerated() {
                var text = String(line)
                if commentsOnly {
                    guard let start = text.range(of: "//") else { continue }
                    text = String(text[start.lowerBound...])
                }
                if expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                    found.append("\(file.path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    /// The example app is left out: it is an iOS team's code, which may compare what it likes.
    @Test("No code compares a semantics kind with a name: a kind is only printed, and roles are types")
    func noBranchOnAPrintedKind() throws {
        let files = try Self.sourceFiles(exceptExample: true)
        #expect(!files.isEmpty)
        let branches = try Self.matches(of: #"\bkind\s*[!=]=\s*""#, in: files)
            + Self.matches(of: #""\s*[!=]=\s*[\w.]*\bkind\b"#, in: files)
        #expect(branches.isEmpty, "\(branches.joined(separator: "\n"))")
    }

    @Test("The pattern finds a comparison with a kind's name, and leaves a typed one")
    func kindPatternFindsComparisons() throws {
        let files: [(path: String, lines: [Substring])] = [("A.swift", [
            #"if item.semantics.kind == "Section" {"#,
            #"let style = kind == "Form" ? a : b"#,
            #"if "GridRow" != row.semantics.kind {"#,
            #"if SectionElement.isSection(item) {"#,
            #"guard kind == .category else { return }"#,
        ])]
        let found = try Self.matches(of: #"\bkind\s*[!=]=\s*""#, in: files) + Self.matches(of: #""\s*[!=]=\s*[\w.]*\bkind\b"#, in: files)
        #expect(found.count == 3, "\(found)")
    }

    @Test("No comment names the seeds: the app the sources mean is the example app")
    func noCommentNamesTheSeeds() throws {
        let named = try Self.matches(of: #"(?i)\bseeds\b|\bseed'|\bseed [0-9]|\bseed option"#, in: Self.sourceFiles(), commentsOnly: true)
        #expect(named.isEmpty, "\(named.joined(separator: "\n"))")
    }
}
