import Foundation
import Testing
import TextUI

/// A team's style that follows the scheme, as iOS 17's `resolve(in:)` lets one write.
private struct Accent: ShapeStyle, Hashable {
    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        (environment.colorScheme == .dark ? Color.mint : Color.teal).resolve(in: environment)
    }
}

/// A style that resolves to another style rather than a color.
private struct Warning: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color.orange : Color.red
    }
}

@MainActor
@Suite("Resolved colors and styles that resolve")
struct ResolvedColorTests {
    @Test("A color made of components resolves to them, linear inside and sRGB outside")
    func componentsRoundTrip() {
        // Given
        let color = Color(red: 0.2, green: 0.4, blue: 1, opacity: 0.5)

        // When
        let resolved = color.resolve(in: EnvironmentValues())

        // Then
        #expect(abs(resolved.red - 0.2) < 0.0001)
        #expect(abs(resolved.green - 0.4) < 0.0001)
        #expect(abs(resolved.blue - 1) < 0.0001)
        #expect(abs(resolved.linearRed - 0.0331) < 0.0001)
        #expect(resolved.opacity == 0.5)
        #expect(resolved.description == "#3366FF80")
    }

    @Test("A system color resolves to iOS's value in the environment's scheme")
    func systemColorFollowsScheme() {
        // Given
        var dark = EnvironmentValues()
        dark.colorScheme = .dark

        // When
        let light = Color.blue.resolve(in: EnvironmentValues())
        let night = Color.blue.resolve(in: dark)

        // Then
        #expect(light.description == "#007AFFFF")
        #expect(night.description == "#0A84FFFF")
        #expect(Color.clear.resolve(in: dark).opacity == 0)
    }

    @Test("A color the render cannot know resolves to no numbers, never to made-up ones, and names itself again")
    func unknownValueIsNotANumber() {
        // Given
        let asset = Color("BrandPrimary").opacity(0.4)

        // When
        let resolved = asset.resolve(in: EnvironmentValues())

        // Then
        #expect(resolved.red.isNaN && resolved.linearBlue.isNaN)
        #expect(abs(resolved.opacity - 0.4) < 0.0001)
        #expect(resolved == asset.resolve(in: EnvironmentValues()))
        #expect(resolved != Color("BrandSecondary").opacity(0.4).resolve(in: EnvironmentValues()))
        #expect(resolved.description == "#??????66")
        #expect(Rendering.semantics(Text("Logo").foregroundStyle(Color(resolved))) == ["Text \"Logo\" (BrandPrimary 40%)"])
    }

    @Test("A resolved color written with new components is named by them")
    func writtenComponentsRename() {
        // Given
        var resolved = Color.red.resolve(in: EnvironmentValues())
        #expect(Color(resolved) == Color.red)

        // When
        resolved.red = 0
        resolved.green = 1
        resolved.blue = 0

        // Then
        #expect(Rendering.semantics(Text("Go").foregroundStyle(Color(resolved))) == ["Text \"Go\" #00FF00"])
    }

    @Test("Color(_:) takes a style that resolves to a color, as iOS 17's does")
    func colorOfCustomStyle() {
        // When
        let color = Color(Accent())

        // Then
        #expect(Rendering.semantics(Text("Go").foregroundStyle(color)) == ["Text \"Go\" teal"])
        #expect(Rendering.semantics(Text("Go").foregroundStyle(color).preferredColorScheme(.dark)) == ["Text \"Go\" mint"])
        #expect(Color(Color.indigo) == Color.indigo)
        // Equal by value, whatever a resolved color came from.
        #expect(Color.white.resolve(in: EnvironmentValues()) == Color.Resolved(red: 1, green: 1, blue: 1))
    }

    @Test("A team's style draws as what it resolves to, light and dark")
    func customStyleIsResolvedNotNamedByType() {
        // Given
        let view = Text("Careful").foregroundStyle(Warning())

        // Then
        #expect(Rendering.semantics(view) == ["Text \"Careful\" red"])
        #expect(Rendering.semantics(view.preferredColorScheme(.dark)) == ["Text \"Careful\" orange"])
    }
}
