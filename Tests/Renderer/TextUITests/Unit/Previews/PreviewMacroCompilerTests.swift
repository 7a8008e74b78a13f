import TestSupport
import Testing

/// `#Preview` and `@Previewable` as teams write them, expanded by the compiler through
/// this package's plugin (`PreviewMacros`, which speaks the compiler's plugin
/// protocol) and type-checked with `import SwiftUI` alone.
@Suite("#Preview through the compiler")
struct PreviewMacroCompilerTests {
    @Test("Named, unnamed, with traits, with @Previewable state and local types: all compile")
    func previewsCompile() throws {
        let result = try TypeChecker.check([
            "import SwiftUI",
            "struct Card: View { let title: String; var body: some View { Text(title) } }",
            "#Preview { Card(title: \"Plain\") }",
            "#Preview(\"Loaded\") {",
            "    @Previewable @State var isOn = false",
            "    VStack { Card(title: \"On\"); Toggle(\"Switch\", isOn: $isOn) }",
            "}",
            "#Preview(\"Fits\", traits: .sizeThatFitsLayout, .landscapeLeft) {",
            "    let title = \"A { brace } and a \\\"quote\\\"\"",
            "    Card(title: title)",
            "}",
            "#Preview(traits: .fixedLayout(width: 320, height: 120)) {",
            "    struct Local: View { var body: some View { Card(title: \"Local\") } }",
            "    return Local()",
            "}",
        ])
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    @Test("A body passed as an argument, closure or function, compiles too")
    func bodyArgument() throws {
        let result = try TypeChecker.check([
            "import SwiftUI",
            "@MainActor func makeCard() -> any View { Text(\"Made\") }",
            "#Preview(\"Closure\", body: { Text(\"Inline\") })",
            "#Preview(\"Function\", body: makeCard)",
        ])
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    @Test("@Entry makes environment and focused values with their keys, as teams write them")
    func entryCompiles() throws {
        let result = try TypeChecker.check([
            "import SwiftUI",
            "public struct Status: Hashable, Sendable { public static let all: Set<Status> = [] }",
            "extension EnvironmentValues {",
            "    @Entry var accent: Color = .blue",
            "    @Entry public var statuses: Set<Status> = Status.all",
            "    @Entry var session: String?",
            "}",
            "extension FocusedValues {",
            "    @Entry var focusedTitle: String?",
            "}",
            "struct Screen: View {",
            "    @Environment(\\.accent) var accent",
            "    @FocusedValue(\\.focusedTitle) var title",
            "    var body: some View { Text(title ?? \"none\").foregroundStyle(accent).environment(\\.session, \"s\") }",
            "}",
        ])
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    @Test("An @Entry without a type takes its initializer's, through the compiler")
    func entryWithInferredType() throws {
        let result = try TypeChecker.check([
            "import SwiftUI",
            "extension EnvironmentValues {",
            "    @Entry var count = 0",
            "}",
            "struct Counter: View {",
            "    @Environment(\\.count) var count",
            "    var body: some View { Text(\"\\(count + 1)\").environment(\\.count, 2) }",
            "}",
        ])
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    @Test("An @Entry with no default and a type that is not optional is refused where it is written")
    func entryWithoutDefault() throws {
        let result = try TypeChecker.check([
            "import SwiftUI",
            "extension EnvironmentValues {",
            "    @Entry var count: Int",
            "}",
        ])
        #expect(result.errorLines.contains(3), "\(result.output)")
    }

    @Test("Without the plugin's macros, #Preview is not SwiftUI's to offer: a control")
    func previewNeedsItsDeclaration() throws {
        let result = try TypeChecker.check([
            "import Foundation",
            "#Preview { Text(\"x\") }",
        ])
        #expect(result.errorLines.contains(2), "\(result.output)")
    }
}
