// Screens pass this design system's tokens where SwiftUI takes points and fonts
// (`.padding(.horizontal, SpacingToken.lg)`, `.font(TypographyToken.headline)`).
// DesignTokens' overloads take them; a screen that imports the design system gets
// them with it, as it would get the design system's own overloads on iOS.
@_exported import DesignTokens
