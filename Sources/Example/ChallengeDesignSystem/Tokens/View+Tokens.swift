import SwiftUI
// The design system's tokens, passed where SwiftUI takes points, fonts and radii. This
// is the one place that reaches TextUI's token API (`@_spi(TextUI)`), so that a text
// render names the token (`padding=lg`) rather than its points; screens call these with
// `import SwiftUI` alone. On iOS the same file maps each token to the theme's value:
// README, "Token names in renders, SwiftUI on iOS".
import DesignTokens
@_spi(TextUI) import TextUI

extension View {
    public func padding(_ token: SpacingToken) -> some View {
        Self.padding(self, .all, token)
    }

    public func padding(_ edges: Edge.Set, _ token: SpacingToken) -> some View {
        Self.padding(self, edges, token)
    }

    public func frame(width: DimensionToken, height: DimensionToken, alignment: Alignment = .center) -> some View {
        Self.frame(self, width: width, height: height, alignment: alignment)
    }

    public func frame(width: DimensionToken, alignment: Alignment = .center) -> some View {
        Self.frame(self, width: width, alignment: alignment)
    }

    public func frame(height: DimensionToken, alignment: Alignment = .center) -> some View {
        Self.frame(self, height: height, alignment: alignment)
    }

    public func font(_ token: TypographyToken) -> some View {
        Self.font(self, token)
    }

    public func shadow(_ token: ShadowToken) -> some View {
        Self.shadow(self, token)
    }

    public func opacity(_ token: OpacityToken) -> some View {
        Self.opacity(self, token)
    }

    public func cornerRadius(_ token: CornerRadiusToken) -> some View {
        Self.cornerRadius(self, token)
    }

    // Each forwards through a function generic over TextUI's token protocol, where only
    // TextUI's overload applies: called with the concrete token here, the overload above
    // would call itself.

    private static func padding<Token: SpacingValue>(_ view: Self, _ edges: Edge.Set, _ token: Token) -> some View {
        view.padding(edges, token)
    }

    private static func frame<Token: DimensionValue>(_ view: Self, width: Token, height: Token, alignment: Alignment) -> some View {
        view.frame(width: width, height: height, alignment: alignment)
    }

    private static func frame<Token: DimensionValue>(_ view: Self, width: Token, alignment: Alignment) -> some View {
        view.frame(width: width, alignment: alignment)
    }

    private static func frame<Token: DimensionValue>(_ view: Self, height: Token, alignment: Alignment) -> some View {
        view.frame(height: height, alignment: alignment)
    }

    private static func font<Token: FontValue>(_ view: Self, _ token: Token) -> some View {
        view.font(token)
    }

    private static func shadow<Token: ShadowValue>(_ view: Self, _ token: Token) -> some View {
        view.shadow(token)
    }

    private static func opacity<Token: OpacityValue>(_ view: Self, _ token: Token) -> some View {
        view.opacity(token)
    }

    private static func cornerRadius<Token: CornerRadiusValue>(_ view: Self, _ token: Token) -> some View {
        view.cornerRadius(token)
    }
}

extension Text {
    /// Stays a `Text`, so that texts styled by token still concatenate.
    public func font(_ token: TypographyToken) -> Text {
        Self.font(self, token)
    }

    private static func font<Token: FontValue>(_ text: Text, _ token: Token) -> Text {
        text.font(token)
    }
}

extension VStack {
    public init(alignment: HorizontalAlignment = .center, spacing: SpacingToken, @ViewBuilder content: () -> Content) {
        self = Self.make(alignment, spacing, content())
    }

    private static func make<Token: SpacingValue>(_ alignment: HorizontalAlignment, _ spacing: Token, _ content: Content) -> Self {
        VStack(alignment: alignment, spacing: spacing) { content }
    }
}

extension HStack {
    public init(alignment: VerticalAlignment = .center, spacing: SpacingToken, @ViewBuilder content: () -> Content) {
        self = Self.make(alignment, spacing, content())
    }

    private static func make<Token: SpacingValue>(_ alignment: VerticalAlignment, _ spacing: Token, _ content: Content) -> Self {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}

extension LazyVStack {
    public init(alignment: HorizontalAlignment = .center, spacing: SpacingToken, @ViewBuilder content: () -> Content) {
        self = Self.make(alignment, spacing, content())
    }

    private static func make<Token: SpacingValue>(_ alignment: HorizontalAlignment, _ spacing: Token, _ content: Content) -> Self {
        LazyVStack(alignment: alignment, spacing: spacing) { content }
    }
}

extension RoundedRectangle {
    public init(cornerRadius: CornerRadiusToken, style: RoundedCornerStyle = .continuous) {
        self = Self.make(cornerRadius, style)
    }

    private static func make<Token: CornerRadiusValue>(_ radius: Token, _ style: RoundedCornerStyle) -> Self {
        RoundedRectangle(cornerRadius: radius, style: style)
    }
}

extension Shape {
    public func stroke(_ style: some ShapeStyle, lineWidth: BorderWidthToken) -> some View {
        Self.stroke(self, style, lineWidth)
    }

    private static func stroke<Token: BorderWidthValue>(_ shape: Self, _ style: some ShapeStyle, _ width: Token) -> some View {
        shape.stroke(style, lineWidth: width)
    }
}

// As in SwiftUI, a border drawn inside the frame is for shapes that can be inset.
extension InsettableShape {
    public func strokeBorder(_ style: some ShapeStyle, lineWidth: BorderWidthToken) -> some View {
        Self.strokeBorder(self, style, lineWidth)
    }

    private static func strokeBorder<Token: BorderWidthValue>(_ shape: Self, _ style: some ShapeStyle, _ width: Token) -> some View {
        shape.strokeBorder(style, lineWidth: width)
    }
}
