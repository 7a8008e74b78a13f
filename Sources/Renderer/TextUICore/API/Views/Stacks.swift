import Foundation

/// Children one above the other.
public nonisolated struct VStack<Content: View>: PrimitiveView {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: (any _SpacingValue)?
    @usableFromInline let content: Content

    /// Inlinable, like the other builders of view values, so that a screen's module
    /// builds its views with its own types known instead of through type metadata.
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.map(PointLength.init), content: content())
    }

    /// Spacing by a length or a design system's token (`DesignTokens`' `VStack`).
    @inlinable
    package init(alignment: HorizontalAlignment, spacing: (any _SpacingValue)?, content: Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let stack = StackElement(axis: .vertical, horizontalAlignment: alignment, verticalAlignment: .center, spacing: spacing, in: context)
        Resolver.container(stack, of: content, in: context, contentContext: context.inside(stackAxis: .vertical), into: &nodes)
    }
}

/// Children side by side.
public nonisolated struct HStack<Content: View>: PrimitiveView {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: (any _SpacingValue)?
    @usableFromInline let content: Content

    /// Inlinable, like the other builders of view values, so that a screen's module
    /// builds its views with its own types known instead of through type metadata.
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.map(PointLength.init), content: content())
    }

    /// Spacing by a length or a design system's token (`DesignTokens`' `HStack`).
    @inlinable
    package init(alignment: VerticalAlignment, spacing: (any _SpacingValue)?, content: Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let stack = StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: alignment, spacing: spacing, in: context)
        Resolver.container(stack, of: content, in: context, contentContext: context.inside(stackAxis: .horizontal), into: &nodes)
    }
}

/// A vertical stack. Every row is rendered: a snapshot shows the whole list.
public nonisolated struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: (any _SpacingValue)?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(PointLength.init)
        self.content = content()
    }

    /// Spacing by a design system's token (`DesignTokens`' `LazyVStack`).
    package init(alignment: HorizontalAlignment, spacing: any _SpacingValue, content: Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    @MainActor public var body: some View {
        VStack(alignment: alignment, spacing: spacing, content: content)
    }
}

/// A horizontal stack. Every item is rendered.
public nonisolated struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: (any _SpacingValue)?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(PointLength.init)
        self.content = content()
    }

    /// Spacing by a design system's token (`DesignTokens`' `LazyHStack`).
    package init(alignment: VerticalAlignment, spacing: any _SpacingValue, content: Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }

    @MainActor public var body: some View {
        HStack(alignment: alignment, spacing: spacing, content: content)
    }
}

/// Children on top of each other, later ones in front.
public nonisolated struct ZStack<Content: View>: PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.container(ZStackElement(alignment: alignment), of: content, in: context, contentContext: context.inside(stackAxis: nil), into: &nodes)
    }
}

/// Which headers and footers of a lazy stack stay in view while it scrolls. A still
/// picture scrolls nowhere: every header is drawn where it is.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Flexible empty space along its stack's axis.
public nonisolated struct Spacer: PrimitiveView {
    let minLength: (any _SpacingValue)?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.map(PointLength.init)
    }

    /// A minimum length by a design system's token (`DesignTokens`' `Spacer`).
    package init(minLengthToken minLength: any _SpacingValue) {
        self.minLength = minLength
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let axis = context.stackAxis
        // Without one, a spacer keeps SwiftUI's standard spacing: one column between
        // the views of a row, no row in a column (see `StackElement.standardSpacing`).
        let length = minLength.map { context.cells($0, along: axis ?? .vertical) }
            ?? axis.map { context.cells(points: StackElement.standardSpacing, along: $0) } ?? 0
        nodes.append(Node(SpacerElement(minLength: length, axis: axis), in: context))
    }
}

/// A thin line across a vertical stack, or down a horizontal one.
public nonisolated struct Divider: PrimitiveView {
    public init() {}

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(Node(DividerElement(lineAxis: context.stackAxis == .horizontal ? .vertical : .horizontal), in: context))
    }
}
