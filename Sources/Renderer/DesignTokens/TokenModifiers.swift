// SwiftUI's modifiers that take points, fonts and radii, taking a design system's
// tokens instead, so that a render names the token (`padding=lg`, `headline`) where
// a number would print its points. A design system conforms its token types to the
// protocols in TokenProtocols.swift; its screens then call these as they call SwiftUI's.

extension View {
    /// Space around the view on all edges: `.padding(SpacingToken.lg)`.
    @inlinable
    nonisolated public func padding(_ length: some SpacingValue) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.padding(.all, length))
    }

    /// Space on the given edges: `.padding(.horizontal, SpacingToken.lg)`.
    @inlinable
    nonisolated public func padding(_ edges: Edge.Set, _ length: some SpacingValue) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.padding(edges, length))
    }

    /// A fixed width and height: `.frame(width: DimensionToken.avatar, height: DimensionToken.avatar)`.
    @inlinable
    nonisolated public func frame(width: some DimensionValue, height: some DimensionValue, alignment: Alignment = .center) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.frame(width: width, height: height, alignment: alignment))
    }

    /// A fixed width.
    @inlinable
    nonisolated public func frame(width: some DimensionValue, alignment: Alignment = .center) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.frame(width: width, height: nil, alignment: alignment))
    }

    /// A fixed height.
    @inlinable
    nonisolated public func frame(height: some DimensionValue, alignment: Alignment = .center) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.frame(width: nil, height: height, alignment: alignment))
    }

    /// The text style for texts inside: `.font(TypographyToken.headline)`.
    @inlinable
    nonisolated public func font(_ token: some FontValue) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier.font(Font(token: token)))
    }

    /// Transparency, named in the semantics: `opacity=disabled`.
    @inlinable
    nonisolated public func opacity(_ opacity: some OpacityValue) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.opacity(name: opacity.tokenName))
    }

    /// A drop shadow, named in the semantics: `shadow=small`.
    @inlinable
    nonisolated public func shadow(_ shadow: some ShadowValue) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.shadow(name: shadow.tokenName))
    }

    /// Clips the view to a rounded rectangle of its frame: `cornerRadius=lg`.
    @inlinable
    nonisolated public func cornerRadius(_ radius: some CornerRadiusValue) -> ModifiedContent<Self, _WrappingModifier> {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}

extension Text {
    /// Stays a `Text`, so texts styled by token still concatenate with `+`.
    public func font(_ token: some FontValue) -> Text {
        font(token: token)
    }
}
