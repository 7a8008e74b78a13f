import CoreGraphics
import Foundation

/// A layout of a team's own, as SwiftUI's `Layout` protocol writes one: it measures its
/// subviews and places them, in points. The render really runs it: proposals and sizes
/// are turned from cells into points and back by the device's one rule, so a flow
/// layout wraps its chips on the grid as it does on the device.
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The view that lays `content` out by this layout; SwiftUI's stack layouts make
    /// their stacks, others the generic layout view.
    @MainActor func _view<Content: View>(laying content: Content) -> AnyView
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    @MainActor public func _view<Content: View>(laying content: Content) -> AnyView {
        AnyView(_LayoutView(layout: self, content: content))
    }

    /// `MyLayout { … }`: the content laid out by this layout.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _view(laying: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// What a layout says about itself.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout lays its subviews along, if any.
    public var stackOrientation: Axis?
    public init() {}
}

/// The space a view asks to keep from its neighbours: the system's default between
/// views, 8 points, in a text render's grid a column or a row.
public struct ViewSpacing: Sendable, Equatable {
    var preferred: CGFloat

    public static let zero = ViewSpacing(preferred: 0)

    public init() { preferred = 8 }
    init(preferred: CGFloat) { self.preferred = preferred }

    /// The space between this view and `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        max(preferred, next.preferred)
    }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        preferred = max(preferred, other.preferred)
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}

/// A value a subview carries for its layout: `.layoutValue(key: Rank.self, value: 1)`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the view a value its layout reads through `subview[Key.self]`.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

/// Keeps a layout value on the node it wraps, where `LayoutSubview` reads it.
public nonisolated struct _LayoutValueModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        Resolver.append(content, in: context, to: &nodes)
        for index in start..<nodes.count {
            nodes[index].layoutValues[key] = value
        }
    }
}
