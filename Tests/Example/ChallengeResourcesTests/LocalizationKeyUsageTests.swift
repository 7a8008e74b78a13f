import Foundation
import Testing

@testable import ChallengeResources

/// Reads the package's sources for string keys used with `.localized(` and checks that
/// every table has them: a key only a view knows would show as ⟦key⟧ on screen.
@Suite("Keys used by the sources")
struct LocalizationKeyUsageTests {
    private static let sourcesFolder: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.appendingPathComponent("Sources").path
            }
        }
        return "Sources"
    }()

    /// Every `"key".localized(` literal in the sources, by file.
    private func usedKeys() throws -> [String: [String]] {
        let pattern = try NSRegularExpression(pattern: #""([A-Za-z][A-Za-z0-9_.]*(?: %[a-z@]+)*)"\s*\.localized\("#)
        var keys: [String: [String]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: Self.sourcesFolder)
        while let file = enumerator?.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: Self.sourcesFolder + "/" + file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                keys[String(text[range]), default: []].append(file)
            }
        }
        return keys
    }

    @Test("Every key a view uses is in every table")
    func everyUsedKeyExists() throws {
        let used = try usedKeys()
        for locale in StringTable.locales {
            let missing = used.keys.filter { !StringTable.keys(of: locale).contains($0) }.sorted()
            let report = missing.map { "\($0) (used in \(used[$0]!.sorted().joined(separator: ", ")))" }
            #expect(report.isEmpty, "The \(locale) table lacks: \(report.joined(separator: "; "))")
        }
    }
}
