import Foundation

// Names code written against `@_spi(TextUI)` imports from TextUI, which live in modules
// of their own: each is unavailable here, with a message that says where it is.
// `import SwiftUI` does not see these (they are SPI), and where the other module is
// imported too, its names win.


@_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
public typealias DesignToken = _DesignToken
@_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
public typealias SpacingValue = _SpacingValue
@_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
public typealias DimensionValue = _DimensionValue
@_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
public typealias CornerRadiusValue = _CornerRadiusValue
@_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
public typealias BorderWidthValue = _BorderWidthValue
@_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
public typealias FontValue = _FontValue
@_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
public typealias ColorValue = _ColorValue
@_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
public typealias OpacityValue = _OpacityValue
@_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
public typealias ShadowValue = _ShadowValue

/// SwiftUI's iOS 18 name for what draws a text's layout; views render to text through
/// a strategy, which the message names.
@_spi(TextUI) @available(*, unavailable, message: "render a view through a strategy: assertSnapshot(of: view, as: .device), or Snapshotting<MyView, String>.device in ViewSnapshotTesting")
public enum TextRenderer {}

extension View {
    @_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
    nonisolated public func semanticsKind(_ kind: String) -> Never { fatalError() }

    @_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
    nonisolated public func semanticsProperty(_ key: String, _ value: String) -> Never { fatalError() }
}

extension Image {
    @_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
    public init(url: URL?) { fatalError() }

    @_spi(TextUI) @available(*, unavailable, message: "it is DesignTokens' now: `import DesignTokens` (no @_spi needed)")
    public init(placeholder label: String, description: String) { fatalError() }
}

extension EnvironmentValues {
    @_spi(TextUI) @available(*, unavailable, message: "read the locale of the render in progress with RenderLocale.current (`import RenderContext`), a view's environment with @Environment")
    public static var current: EnvironmentValues { fatalError() }
}
