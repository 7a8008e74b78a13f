import Foundation
import RenderFormat
import SnapshotCore
import Testing

/// Reads every reference the package commits, as a reviewer would, for what no single
/// render's test can see: a text glued to its neighbour.
@Suite("Every committed render")
struct CommittedRenderTests {
    /// The package's folder, found as the harness finds it from a test file (else this
    /// file's folder, where `thereAreRenders` finds too few).
    private static let packageRoot = URL(fileURLWithPath: (try? PackageRoot.find(fromFile: #filePath)) ?? FilePath.directory(of: #filePath))

    /// Every `.txt` under a `__Snapshots__` folder of the package, skipping `.build`.
    static func references() -> [URL] {
        guard let walker = FileManager.default.enumerator(at: packageRoot, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "txt" && url.path.contains("/__Snapshots__/") {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test("There are committed renders to read")
    func thereAreRenders() {
        #expect(Self.references().count > 150)
    }

    @Test("No text runs into its neighbour: where a text shows, a space, a border or a mark is on each side of it")
    func noTextRunsIntoItsNeighbour() throws {
        var glued: [String] = []
        for file in Self.references() {
            let text = try String(contentsOf: file, encoding: .utf8)
            let sections = RenderFile.sections(of: text)
            guard sections.header != nil, !sections.screen.isEmpty else { continue }
            for line in sections.semantics {
                guard let element = SemanticsElement(line: Substring(line)), element.kind == "Text",
                      let shown = Self.unquoted(element.text) else { continue }
                if let problem = Self.runsIntoNeighbour(shown, in: sections.screen) {
                    glued.append("\(file.path.dropFirst(Self.packageRoot.path.count + 1)): \"\(shown)\" \(problem)")
                }
            }
        }
        #expect(glued.isEmpty, "\(glued.joined(separator: "\n"))")
    }

    @Test("The check sees a glued text and lets a spaced one pass")
    func checkFindsGluedTexts() {
        #expect(Self.runsIntoNeighbour("subheadline", in: ["│subheadlineSample Text│"]) != nil)
        #expect(Self.runsIntoNeighbour("12", in: ["│★ Favourites12│"]) != nil)
        #expect(Self.runsIntoNeighbour("Sample Text", in: ["│subheadline Sample Text │"]) == nil)
        #expect(Self.runsIntoNeighbour("Alive", in: ["│[Alive]│"]) == nil)
        // Not shown at all (scrolled away, hidden): nothing to judge.
        #expect(Self.runsIntoNeighbour("Gone", in: ["│Here│"]) == nil)
    }

    /// A quoted semantics text without escapes, as it shows; nil for one with escapes
    /// (its picture is not the same characters).
    private static func unquoted(_ quoted: String?) -> String? {
        guard let quoted, quoted.count > 2, quoted.hasPrefix("\""), quoted.hasSuffix("\""), !quoted.contains("\\") else { return nil }
        return String(quoted.dropFirst().dropLast())
    }

    /// Why the text's first or last word is glued to a letter or digit everywhere it
    /// shows, if it is. A wrapped text shows its words over several lines, so its ends
    /// are looked for alone.
    static func runsIntoNeighbour(_ text: String, in screen: [String]) -> String? {
        let words = text.split(separator: " ")
        guard let first = words.first, let last = words.last else { return nil }
        if let side = gluedSide(of: String(first), wantsClearBefore: true, wantsClearAfter: words.count == 1, in: screen) {
            return "runs into the text \(side) it"
        }
        if words.count > 1, let side = gluedSide(of: String(last), wantsClearBefore: false, wantsClearAfter: true, in: screen) {
            return "runs into the text \(side) it"
        }
        return nil
    }

    /// `before` or `after` when every occurrence of `word` touches a letter or digit on
    /// a side that must be clear; nil when one is clear or there is none.
    private static func gluedSide(of word: String, wantsClearBefore: Bool, wantsClearAfter: Bool, in screen: [String]) -> String? {
        var glued: String?
        for line in screen {
            var searchFrom = line.startIndex
            while let range = line.range(of: word, range: searchFrom..<line.endIndex) {
                searchFrom = range.upperBound
                let before = range.lowerBound > line.startIndex ? line[line.index(before: range.lowerBound)] : " "
                let after = range.upperBound < line.endIndex ? line[range.upperBound] : " "
                let gluedBefore = wantsClearBefore && isWordCharacter(before) && isWordCharacter(word.first!)
                let gluedAfter = wantsClearAfter && isWordCharacter(after) && isWordCharacter(word.last!)
                if !gluedBefore, !gluedAfter { return nil }
                glued = gluedBefore ? "before" : "after"
            }
        }
        return glued
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
