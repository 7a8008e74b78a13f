import CoreGraphics

/// Where a view is in a scroll view's visible region, for `scrollTransition`: a still
/// picture at rest has every view `identity`.
public enum ScrollTransitionPhase: Sendable, Hashable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition's phases are worked out.
public struct ScrollTransitionConfiguration: Sendable {
    public static let interactive = ScrollTransitionConfiguration()
    public static let animated = ScrollTransitionConfiguration()
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    public func threshold(_ threshold: Double) -> ScrollTransitionConfiguration { self }
}

/// A scroll view's geometry, for `onScrollGeometryChange`.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content in view: the container's size at the offset.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The container's bounds in the content's coordinates, as `visibleRect`.
    public var bounds: CGRect { visibleRect }
}

extension View {
    /// Changes the view by its place in the scroll view: drawn for `identity`, as at rest.
    nonisolated public func scrollTransition<Modified: View>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil, transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Modified) -> Modified {
        transition(EmptyVisualEffect(base: AnyView(self)), .identity)
    }

    /// Effects from the view's geometry: drawn with the effect applied at rest.
    nonisolated public func visualEffect<Modified: View>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> Modified) -> some View {
        GeometryReader { proxy in effect(EmptyVisualEffect(base: AnyView(self)), proxy) }
    }

    /// Sizes the view to a fraction of its container along the axes: on a grid, the
    /// space its parent offers.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self, _WrappingModifier> {
        frame(maxWidth: axes.contains(.horizontal) ? .infinity : nil, maxHeight: axes.contains(.vertical) ? .infinity : nil, alignment: alignment)
    }

    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> ModifiedContent<Self, _WrappingModifier> {
        containerRelativeFrame(axes, alignment: alignment)
    }

    nonisolated public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}

/// The view a scroll transition or visual effect changes; its modifiers are a view's.
public nonisolated struct EmptyVisualEffect: View {
    let base: AnyView
    @MainActor public var body: some View { base }
}
