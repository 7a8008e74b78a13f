import CoreGraphics

// iOS 17's content margins: the space between a scroll view's edges and its content.
// Drawn: a `ScrollView` pads its content by them, and a list puts its cards (or its
// rows, in the plain styles) that far from its edges, in place of the style's own.
extension View {
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentModifier> {
        let insets = length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }
        return modifier(_EnvironmentModifier { $0.contentMargins.set(edges, insets, for: placement) })
    }

    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.contentMargins.set(edges, insets, for: placement) })
    }

    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentModifier> {
        contentMargins(.all, length, for: placement)
    }
}

/// The margins set for a scroll view's content, in points; nil where the view keeps
/// its own. Those for the indicators alone move nothing drawn: no indicator shows.
struct ContentMargins: Sendable, Equatable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    var isEmpty: Bool { top == nil && leading == nil && bottom == nil && trailing == nil }
    var hasHorizontal: Bool { leading != nil || trailing != nil }

    mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets?, for placement: ContentMarginPlacement) {
        guard placement != .scrollIndicators else { return }
        if edges.contains(.top) { top = insets?.top }
        if edges.contains(.leading) { leading = insets?.leading }
        if edges.contains(.bottom) { bottom = insets?.bottom }
        if edges.contains(.trailing) { trailing = insets?.trailing }
    }

    /// In cells, `standard` points where unset.
    @MainActor
    func cells(in context: ResolveContext, standard: CGFloat = 0) -> CellInsets {
        CellInsets(
            top: context.cells(points: Double(top ?? standard), along: .vertical),
            leading: context.cells(points: Double(leading ?? standard), along: .horizontal),
            bottom: context.cells(points: Double(bottom ?? standard), along: .vertical),
            trailing: context.cells(points: Double(trailing ?? standard), along: .horizontal)
        )
    }
}

extension EnvironmentValues {
    var contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

private struct ContentMarginsKey: EnvironmentKey { static var defaultValue: ContentMargins { ContentMargins() } }
