import Foundation
import TestSupport
import Testing

/// `swift run example-previews`, the built executable: the example app's previews,
/// plain when piped, in their colors when asked.
@Suite("example-previews, end to end")
struct ExamplePreviewsCommandTests {
    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ChildProcess.Result {
        try ChildProcess.run(product: "example-previews", arguments: arguments, variables: environment)
    }

    @Test("One state, plain when piped; in its colors with --color; an unknown screen says which there are")
    func renders() throws {
        let plain = try run(["character-list/loaded", "--device", "small-phone"])
        #expect(plain.status == 0, "\(plain.output)")
        #expect(plain.output.hasPrefix("CharacterListView · Loaded · iPhone SE"), "\(plain.output)")
        #expect(plain.output.contains("╭"))
        #expect(!plain.output.contains("\u{1B}["))

        let colored = try run(["character-list/loaded", "--color"], environment: ["COLORTERM": "truecolor"])
        #expect(colored.status == 0)
        // The alive status dot in systemGreen, a card in its surface's gray.
        #expect(colored.output.contains("38;2;52;199;89"), "\(colored.output)")
        #expect(colored.output.contains("48;2;242;242;247"))

        let unknown = try run(["settings"])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("character-list") || unknown.output.contains("CharacterList"), "\(unknown.output)")
    }
}
