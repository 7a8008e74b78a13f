import SwiftUI

/// Everything a component's look comes from. Components read it from the environment,
/// so a screen or a test can install another one with `.dsTheme(_:)`.
public struct DSTheme: Sendable {
    public var spacing: any DSSpacingContract
    public var dimensions: any DSDimensionsContract
    public var cornerRadius: any DSCornerRadiusContract
    public var borderWidth: any DSBorderWidthContract
    public var opacity: any DSOpacityContract
    public var shadow: any DSShadowContract
    public var typography: any DSTypographyContract
    public var colors: any DSColorsContract

    public init(
        spacing: any DSSpacingContract = DSDefaultSpacing(),
        dimensions: any DSDimensionsContract = DSDefaultDimensions(),
        cornerRadius: any DSCornerRadiusContract = DSDefaultCornerRadius(),
        borderWidth: any DSBorderWidthContract = DSDefaultBorderWidth(),
        opacity: any DSOpacityContract = DSDefaultOpacity(),
        shadow: any DSShadowContract = DSDefaultShadow(),
        typography: any DSTypographyContract = DSDefaultTypography(),
        colors: any DSColorsContract = DSDefaultColors()
    ) {
        self.spacing = spacing
        self.dimensions = dimensions
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.opacity = opacity
        self.shadow = shadow
        self.typography = typography
        self.colors = colors
    }

    public static let `default` = DSTheme()
}

private struct DSThemeKey: EnvironmentKey {
    static let defaultValue = DSTheme.default
}

extension EnvironmentValues {
    public var dsTheme: DSTheme {
        get { self[DSThemeKey.self] }
        set { self[DSThemeKey.self] = newValue }
    }
}

extension View {
    /// Installs a theme for the views inside.
    public func dsTheme(_ theme: DSTheme) -> some View {
        environment(\.dsTheme, theme)
    }
}
