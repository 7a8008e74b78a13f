@_exported import TextUI

// `import DesignTokens`: what a design system calls, beyond SwiftUI, so that renders
// name its tokens and its components. `import SwiftUI` does not bring these names, so
// code that compiles with SwiftUI alone compiles on iOS too.
//
// What a design system conforms its tokens to, so that a text render names them
// (`padding=lg`, `font=headline`) where SwiftUI would take points, fonts and radii.
// A module of its own, imported explicitly: `import SwiftUI` brings SwiftUI's names
// only. Each protocol refines the base TextUI's views store (`_SpacingValue`…) and
// adds nothing: the requirements are the base's.

/// A design token: its name is what the semantics print (`lg`, `headline`).
public protocol DesignToken: _DesignToken {}

/// Space between stacked views, and padding: `points(in:)` for its size.
public protocol SpacingValue: DesignToken, _SpacingValue {}

/// Widths and heights of frames and images.
public protocol DimensionValue: DesignToken, _DimensionValue {}

/// Rounding of a shape's corners.
public protocol CornerRadiusValue: DesignToken, _CornerRadiusValue {}

/// Thickness of a stroked shape's outline.
public protocol BorderWidthValue: DesignToken, _BorderWidthValue {}

/// A text style, where SwiftUI takes a `Font`.
public protocol FontValue: DesignToken, _FontValue {}

/// A color, foreground or background: a shape style named by its token.
public protocol ColorValue: DesignToken, _ColorValue {}

/// Transparency, shown by name in the semantics.
public protocol OpacityValue: DesignToken, _OpacityValue {}

/// A drop shadow, shown by name in the semantics.
public protocol ShadowValue: DesignToken, _ShadowValue {}
