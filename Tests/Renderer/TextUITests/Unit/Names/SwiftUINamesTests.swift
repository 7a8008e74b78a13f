import Foundation
import TestSupport
import Testing

/// `import SwiftUI` brings SwiftUI's names and nothing else: a team's code that used a
/// TextUI-only name would compile on Linux and break its iOS build. The compiler is
/// asked to type-check a file that uses each such name under `import SwiftUI` alone,
/// and must refuse every one of them; the same file, importing the public modules that
/// own those names (`DesignTokens`, `RenderContext`), compiles. The renderer's own
/// machinery is this package's alone: no import reaches it.
@Suite("Names under import SwiftUI")
struct SwiftUINamesTests {
    /// One use per line of each name `import SwiftUI` must not bring, and that
    /// `import DesignTokens` or `import RenderContext` does.
    private static let refusedUses = [
        "struct Spacing: SpacingValue {}",
        "struct Dimension: DimensionValue {}",
        "struct Radius: CornerRadiusValue {}",
        "struct Border: BorderWidthValue {}",
        "struct Typography: FontValue {}",
        "struct Palette: ColorValue {}",
        "struct Fade: OpacityValue {}",
        "struct Elevation: ShadowValue {}",
        "struct Named: DesignToken {}",
        "let device = Device.iPhoneSE",
        "let renderLocale: Locale = RenderLocale.current",
        "@MainActor func named() -> some View { Text(\"x\").semanticsKind(\"X\") }",
        "@MainActor func property() -> some View { Text(\"x\").semanticsProperty(\"a\", \"b\") }",
        "@MainActor func remote() -> some View { Image(url: nil) }",
        "@MainActor func placeholder() -> some View { Image(placeholder: \"a\", description: \"b\") }",
    ]

    /// The renderer's machinery: the harness and the tools of this package use it
    /// (`package` access); a team renders through a strategy instead.
    private static let internalUses = [
        "let renderer = ScreenRenderer()",
        "let render = TextRender(text: \"\")",
        "let width = DisplayWidth.of(\"a\")",
        "let preview = NamedPreview(\"x\") { Text(\"x\") }",
        "let group = PreviewGroup(screen: \"x\", previews: [])",
        "let current = EnvironmentValues.rendering",
    ]

    /// SwiftUI's own `TextRenderer` (iOS 18) is a protocol TextUI does not have yet; the
    /// renderer that had its name is `ScreenRenderer`, so the name is free.
    private static let renamedUses = [
        "let oldRenderer: TextRenderer? = nil",
    ]

    /// What SwiftUI does have, and must keep compiling under `import SwiftUI` alone.
    private static let swiftUIUses = [
        "let locale: Locale = EnvironmentValues().locale",
        "@MainActor func stack() -> some View { VStack(spacing: 8) { Text(\"x\").padding(4) } }",
    ]

    @Test("Each TextUI-only name is refused under import SwiftUI alone")
    func refusedUnderSwiftUI() throws {
        let header = ["import SwiftUI"]
        let refused = Self.refusedUses + Self.internalUses + Self.renamedUses
        let result = try TypeChecker.check(header + Self.swiftUIUses + refused)
        let firstRefused = header.count + Self.swiftUIUses.count + 1
        for (offset, use) in refused.enumerated() {
            #expect(result.errorLines.contains(firstRefused + offset), "not refused: \(use)\n\(result.output)")
        }
        let swiftUILines = Set(header.count + 1..<firstRefused)
        #expect(result.errorLines.isDisjoint(with: swiftUILines), "SwiftUI's own API was refused:\n\(result.output)")
    }

    @Test("The same names compile where their modules are imported")
    func acceptedWithTheirModules() throws {
        let header = ["import SwiftUI", "import DesignTokens", "import RenderContext"]
        let result = try TypeChecker.check(header + Self.swiftUIUses + Self.refusedUses.map(Self.conforming))
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    @Test("The renderer's machinery is refused whatever a team imports")
    func internalsRefusedEverywhere() throws {
        let header = ["import SwiftUI", "import DesignTokens", "import RenderContext", "import TextUI", "import ViewSnapshotTesting"]
        let result = try TypeChecker.check(header + Self.internalUses)
        for (offset, use) in Self.internalUses.enumerated() {
            #expect(result.errorLines.contains(header.count + 1 + offset), "reachable: \(use)\n\(result.output)")
        }
    }

    @Test("Code written for the names' old home is told where each went, and compiles once it imports it")
    func movedNamesSayWhere() throws {
        let uses = [
            "struct Gap: DimensionValue { var tokenName: String { \"g\" }; func points(in environment: EnvironmentValues) -> Double { 8 } }",
            "@MainActor func card() -> some View { Text(\"x\").semanticsKind(\"Card\") }",
            "@MainActor func remote() -> some View { Image(url: nil) }",
            "let locale = EnvironmentValues.current.locale",
        ]
        let old = try TypeChecker.check(["import SwiftUI", "@_spi(TextUI) import TextUI"] + uses)
        #expect(old.output.contains("'DimensionValue' is unavailable: it is DesignTokens' now: `import DesignTokens`"), "\(old.output)")
        #expect(old.output.contains("'semanticsKind' is unavailable: it is DesignTokens' now"), "\(old.output)")
        #expect(old.output.contains("'init(url:)' is unavailable: it is DesignTokens' now"), "\(old.output)")
        #expect(old.output.contains("'current' is unavailable: read the locale of the render in progress with RenderLocale.current"), "\(old.output)")

        let upgraded = try TypeChecker.check(["import SwiftUI", "@_spi(TextUI) import TextUI", "import DesignTokens"] + uses.dropLast())
        #expect(upgraded.status == 0 && upgraded.errorLines.isEmpty, "\(upgraded.output)")
    }

    /// A token declaration with what its protocol requires.
    private static func conforming(_ use: String) -> String {
        guard use.hasPrefix("struct "), use.hasSuffix(" {}") else { return use }
        let sized = ["SpacingValue", "DimensionValue", "CornerRadiusValue", "BorderWidthValue"].contains { use.contains($0) }
        let points = sized ? " func points(in environment: EnvironmentValues) -> Double { 8 }" : ""
        return String(use.dropLast(2)) + "{ var tokenName: String { \"t\" };\(points) }"
    }
}
