import Foundation

// Names TextUI once offered under `@_spi(TextUI)`, which moved to modules of their own.
// Code that still imports TextUI that way is told where each went; `import SwiftUI`
// does not see these (they are SPI), and where the new module is imported too, its
// names win.


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

/// The renderer had this name until SwiftUI's iOS 18 `TextRenderer` took it.
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
