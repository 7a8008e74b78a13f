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
        "let current = EnvironmentValues.current",
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

    /// A token declaration with what its protocol requires.
    private static func conforming(_ use: String) -> String {
        guard use.hasPrefix("struct "), use.hasSuffix(" {}") else { return use }
        let sized = ["SpacingValue", "DimensionValue", "CornerRadiusValue", "BorderWidthValue"].contains { use.contains($0) }
        let points = sized ? " func points(in environment: EnvironmentValues) -> Double { 8 }" : ""
        return String(use.dropLast(2)) + "{ var tokenName: String { \"t\" };\(points) }"
    }
}
