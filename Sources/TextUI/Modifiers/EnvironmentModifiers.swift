extension View {
    /// The text style for texts inside.
    public func font(_ font: some FontValue) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.font = font })
    }

    /// The color for texts, symbols and shapes inside.
    public func foregroundStyle(_ color: some ColorValue) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.foregroundStyle = color })
    }

    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.isBold = isActive })
    }

    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.isItalic = isActive })
    }

    /// The most lines a text inside shows; the last one ends with "…" when cut.
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.lineLimit = limit })
    }

    /// Where texts inside are cut when they do not fit.
    public func truncationMode(_ mode: TruncationMode) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.truncationMode = mode })
    }

    /// How the lines of wrapped texts inside line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.multilineTextAlignment = alignment })
    }

    /// Disables the controls inside; the semantics mark them `disabled`.
    public func disabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { if isDisabled { $0.isEnabled = false } })
    }

    /// Sets an environment value for the views inside.
    public func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
        _ value: Value
    ) -> ModifiedContent<Self, EnvironmentModifier> {
        nonisolated(unsafe) let keyPath = keyPath
        return modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
}
