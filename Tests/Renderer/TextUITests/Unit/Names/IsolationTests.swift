import TestSupport
import Testing

/// SwiftUI declares `View` `@MainActor @preconcurrency` and its value types' initializers
/// nonisolated, so code outside the main actor may make texts, images, colors and
/// alerts (a table of constants, say). The same code compiles here, in both language
/// modes.
@Suite("Isolation as SwiftUI declares it")
struct IsolationTests {
    private static let constants = [
        "import SwiftUI",
        "struct Item { let title: Text; let color: Color; let image: Image; let font: Font }",
        "enum Constants {",
        "    static let item = Item(title: Text(\"Hi\"), color: .red, image: Image(systemName: \"star\"), font: .headline)",
        "    static let asset = Image(\"logo\")",
        "    static let alert = Alert(title: Text(\"T\"), message: Text(\"M\"), dismissButton: .default(Text(\"OK\")))",
        "    static let custom = Color(red: 0.1, green: 0.2, blue: 0.3)",
        "}",
        // A team's own initializers on Text and Image (SwiftGen's asset code) are
        // nonisolated too, as SwiftUI declares the types themselves.
        "struct ImageAsset { let name: String; var swiftUIImage: SwiftUI.Image { SwiftUI.Image(asset: self) } }",
        "extension SwiftUI.Image { init(asset: ImageAsset) { self.init(asset.name, bundle: nil) } }",
        "extension Text { init(title: String) { self.init(verbatim: title) } }",
        "nonisolated func makeTitle() -> Text { Text(title: \"x\") }",
    ]

    @Test("Views' values made in nonisolated code compile", arguments: [5, 6])
    func valuesInNonisolatedCode(swiftVersion: Int) throws {
        let result = try TypeChecker.check(Self.constants, swiftVersion: swiftVersion)
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    @Test("A view's body is still the main actor's: the compiler says so (a control)")
    func bodiesStayOnTheMainActor() throws {
        let result = try TypeChecker.check([
            "import SwiftUI",
            "struct Card: View { var body: some View { Text(\"x\") } }",
            "nonisolated func peek() { _ = Card().body }",
        ])
        #expect(result.output.contains("main actor-isolated property 'body' can not be referenced from a nonisolated context"), "\(result.output)")
    }
}
