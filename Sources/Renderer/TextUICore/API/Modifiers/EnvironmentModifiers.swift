// Modifier methods are inlinable one-liners: specialized in the screen's own module,
// they build `ModifiedContent<Self, …>` with its type known, where a generic method
// in TextUI looked that type up at run time on every call. The modifier values are
// made by the factories below, which see TextUI's internals.

extension View {
    /// The font for texts inside; nil goes back to the default.
    @inlinable
    nonisolated public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.font(font))
    }

    /// The style for texts, symbols and shapes inside.
    @inlinable
    nonisolated public func foregroundStyle(_ style: some ShapeStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.foregroundStyle(style._paint))
    }

    /// Primary and secondary styles, as a palette symbol's layers take them: the
    /// semantics name both (`yellow+orange`).
    nonisolated public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.foregroundStyle(palette: [primary._paint, secondary._paint]))
    }

    nonisolated public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle, _ tertiary: some ShapeStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.foregroundStyle(palette: [primary._paint, secondary._paint, tertiary._paint]))
    }

    /// The color for texts, symbols and shapes inside; nil goes back to the default.
    @inlinable
    nonisolated public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.foregroundStyle(color?._paint))
    }

    /// The accent of controls inside; the semantics of a control name it.
    @inlinable
    nonisolated public func tint(_ style: some ShapeStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.tint(style._paint))
    }

    /// The accent of controls inside; nil goes back to the default.
    @inlinable
    nonisolated public func tint(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.tint(color?._paint))
    }

    /// The accent color of the controls inside: the tint, as iOS 13 to 14 named it.
    nonisolated public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        tint(accentColor)
    }

    @inlinable
    nonisolated public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.bold(isActive))
    }

    @inlinable
    nonisolated public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.italic(isActive))
    }

    /// The most lines a text inside shows; the last one ends with "…" when cut.
    @inlinable
    nonisolated public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.lineLimit(limit))
    }

    /// At most the range's upper bound of lines; the space the lower bound reserves is
    /// not kept on a grid, where an empty line is a blank row either way.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.lineLimit(limit.upperBound))
    }

    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.lineLimit(limit.upperBound))
    }

    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.lineLimit(nil))
    }

    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.lineLimit(limit))
    }

    /// Where texts inside are cut when they do not fit.
    @inlinable
    nonisolated public func truncationMode(_ mode: TruncationMode) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.truncationMode(mode))
    }

    /// How the lines of wrapped texts inside line up.
    @inlinable
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.multilineTextAlignment(alignment))
    }

    /// Disables the controls inside; the semantics mark them `disabled`.
    @inlinable
    nonisolated public func disabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.disabled(isDisabled))
    }

    /// Puts an `@Observable` object in the environment, where `@Environment(T.self)`
    /// finds it.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0[object: T.self] = object })
    }

    /// Changes an environment value for the views inside, from the value it has here:
    /// what a framework's modifiers that add to one value do (a chart's axes, legend,
    /// scales), each keeping what the others set.
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
        transform: @escaping (inout Value) -> Void
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Sets an environment value for the views inside.
    @inlinable
    nonisolated public func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
        _ value: Value
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.setting(keyPath, to: value))
    }
}

extension _EnvironmentModifier {
    @usableFromInline
    package static func font(_ font: Font?) -> _EnvironmentModifier {
        _EnvironmentModifier { $0.font = font }
    }

    @usableFromInline
    static func foregroundStyle(_ style: _Paint?) -> _EnvironmentModifier {
        let paint = style?.paint
        return _EnvironmentModifier { $0.foregroundStyle = paint }
    }

    /// A palette symbol's layers: the semantics name each (`yellow+orange`).
    static func foregroundStyle(palette styles: [_Paint]) -> _EnvironmentModifier {
        foregroundStyle(_Paint(.composed(prefix: "", parts: styles.map(\.paint), separator: "+", suffix: "")))
    }

    @usableFromInline
    static func tint(_ style: _Paint?) -> _EnvironmentModifier {
        let paint = style?.paint
        return _EnvironmentModifier { $0.tint = paint }
    }

    @usableFromInline
    static func bold(_ isActive: Bool) -> _EnvironmentModifier {
        _EnvironmentModifier { $0.isBold = isActive }
    }

    @usableFromInline
    static func italic(_ isActive: Bool) -> _EnvironmentModifier {
        _EnvironmentModifier { $0.isItalic = isActive }
    }

    @usableFromInline
    static func lineLimit(_ limit: Int?) -> _EnvironmentModifier {
        _EnvironmentModifier { $0.lineLimit = limit }
    }

    @usableFromInline
    static func truncationMode(_ mode: TruncationMode) -> _EnvironmentModifier {
        _EnvironmentModifier { $0.truncationMode = mode }
    }

    @usableFromInline
    static func multilineTextAlignment(_ alignment: TextAlignment) -> _EnvironmentModifier {
        _EnvironmentModifier { $0.multilineTextAlignment = alignment }
    }

    @usableFromInline
    static func disabled(_ isDisabled: Bool) -> _EnvironmentModifier {
        _EnvironmentModifier { if isDisabled { $0.isEnabled = false } }
    }

    @usableFromInline
    static func setting<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, to value: Value) -> _EnvironmentModifier {
        // Key paths are not Sendable in Swift 6; this one is immutable, names a stored
        // value, and is applied while the view resolves, on the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        return _EnvironmentModifier { $0[keyPath: keyPath] = value }
    }
}
