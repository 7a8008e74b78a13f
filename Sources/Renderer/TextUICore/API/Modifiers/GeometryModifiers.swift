import CoreGraphics

/// A view's size and alignment guides, as `alignmentGuide` reads them.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top, .firstTextBaseline: 0
        case .center: height / 2
        case .bottom, .lastTextBaseline: height
        }
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[guide] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[guide] }
}

extension View {
    /// Moves the view's alignment guide. On a grid the stack aligns by cells, so the
    /// guide is named (`alignmentGuide=leading`) rather than moved.
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("alignmentGuide", "\(g)"))
    }

    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("alignmentGuide", "\(g)"))
    }

    /// Runs when a geometry value of the view changes. A render lays out once and
    /// calls nothing back, so state set here keeps its initial value.
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Content placed along an edge of the safe area, the view inset by it: a bar
    /// under a scroll view, say. Drawn beside the view on that edge.
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity)
            if edge == .trailing { inset }
        }
    }

    /// Padding added to the safe area; drawn as padding.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _WrappingModifier> {
        padding(edges, length)
    }

    nonisolated public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _WrappingModifier> {
        padding(length)
    }

    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _WrappingModifier> {
        padding(insets)
    }
}
