import Foundation
import TestSupport
import Testing

/// `import SwiftUI` brings SwiftUI's names and nothing else: a team's code that used a
/// TextUI-only name would compile on Linux and break its iOS build. The compiler is
/// asked to type-check a file that uses each such name under `import SwiftUI` alone,
/// and must refuse every one of them; the same file, importing the modules that own
/// those names, compiles.
@Suite("Names under import SwiftUI")
struct SwiftUINamesTests {
    /// One use per line of each name `import SwiftUI` must not bring.
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
        "let renderLocale = LocaleIdentifier(rawValue: \"es\")",
        "let renderer = ScreenRenderer()",
        "let render = TextRender(text: \"\")",
        "let width = DisplayWidth.of(\"a\")",
        "let preview = NamedPreview(\"x\") { Text(\"x\") }",
        "let group = PreviewGroup(screen: \"x\", previews: [])",
        "@MainActor func named() -> some View { Text(\"x\").semanticsKind(\"X\") }",
        "@MainActor func property() -> some View { Text(\"x\").semanticsProperty(\"a\", \"b\") }",
        "@MainActor func remote() -> some View { Image(url: nil) }",
        "@MainActor func placeholder() -> some View { Image(placeholder: \"a\", description: \"b\") }",
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
        let refused = Self.refusedUses + Self.renamedUses
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
        let header = ["import SwiftUI", "import DesignTokens", "import RenderContext", "@_spi(TextUI) import TextUI"]
        let result = try TypeChecker.check(header + Self.swiftUIUses + Self.refusedUses.map(Self.conforming))
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    /// A token declaration with what its protocol requires.
    private static func conforming(_ use: String) -> String {
        guard use.hasPrefix("struct "), use.hasSuffix(" {}") else { return use }
        let sized = ["SpacingValue", "DimensionValue", "CornerRadiusValue", "BorderWidthValue"].contains { use.contains($0) }
        let points = sized ? " func points(in environment: EnvironmentValues) -> Double { 8 }" : ""
        return String(use.dropLast(2)) + "{ var tokenName: String { \"t\" };\(points) }"
    }
}
