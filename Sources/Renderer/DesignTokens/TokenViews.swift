// SwiftUI's views that take spacing, radii and line widths, taking a design system's
// tokens instead (see TokenModifiers.swift).

extension VStack {
    /// `VStack(spacing: SpacingToken.sm) { … }`
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: some SpacingValue, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content())
    }
}

extension HStack {
    /// `HStack(spacing: SpacingToken.sm) { … }`
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: some SpacingValue, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content())
    }
}

extension LazyVStack {
    public init(alignment: HorizontalAlignment = .center, spacing: some SpacingValue, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content())
    }
}

extension LazyHStack {
    public init(alignment: VerticalAlignment = .center, spacing: some SpacingValue, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing, content: content())
    }
}

extension Spacer {
    /// A minimum length: `Spacer(minLength: SpacingToken.lg)`.
    public init(minLength: some SpacingValue) {
        self.init(minLengthToken: minLength)
    }
}

extension RoundedRectangle {
    /// `RoundedRectangle(cornerRadius: CornerRadiusToken.lg)`: `cornerRadius=lg`.
    public init(cornerRadius: some CornerRadiusValue, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadiusToken: cornerRadius)
    }
}

extension Shape {
    /// The outline in a border width token: `borderWidth=thin`.
    public func stroke(_ style: some ShapeStyle, lineWidth: some BorderWidthValue) -> _ShapeView {
        stroke(style, lineWidthToken: lineWidth)
    }
}

// As in SwiftUI, a border drawn inside the frame is for shapes that can be inset.
extension InsettableShape {
    public func strokeBorder(_ style: some ShapeStyle, lineWidth: some BorderWidthValue) -> _ShapeView {
        stroke(style, lineWidthToken: lineWidth)
    }
}
