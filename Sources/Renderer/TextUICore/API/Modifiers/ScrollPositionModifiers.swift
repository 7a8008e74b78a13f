import Foundation

// iOS 17 and 18's scroll position, phases and visibility. A still picture is a scroll
// view at rest at its start: nothing scrolls, no phase changes, and the callbacks that
// report scrolling never run. A position a test sets is kept, so the view reads it back.

/// Where a scroll view is scrolled to: a view by its identity, an edge, or a point
/// (iOS 18). Used with `scrollPosition(_:anchor:)`.
public struct ScrollPosition: Equatable, Sendable {
    private enum Target: Equatable, Sendable {
        case automatic
        case edge(Edge)
        case point(CGPoint)
        case view(ViewID, anchor: UnitPoint?)
    }

    /// A view's id, kept as the type it was given.
    private struct ViewID: Hashable, Sendable {
        let id: any Hashable & Sendable

        static func == (lhs: ViewID, rhs: ViewID) -> Bool { AnyHashable(lhs.id) == AnyHashable(rhs.id) }
        func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(id)) }
    }

    private var target: Target
    /// Whether the person scrolled last, rather than the code: never, in a render.
    public private(set) var isPositionedByUser = false

    /// A position the scroll view decides, looking for views whose ids have this type.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        target = .automatic
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        target = .edge(edge)
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        target = .point(point)
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        target = .point(CGPoint(x: x, y: 0))
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        target = .point(CGPoint(x: 0, y: y))
    }

    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(ViewID(id: id), anchor: anchor)
    }

    public mutating func scrollTo(edge: Edge) { target = .edge(edge) }
    public mutating func scrollTo(point: CGPoint) { target = .point(point) }
    public mutating func scrollTo(x: CGFloat) { target = .point(CGPoint(x: x, y: point?.y ?? 0)) }
    public mutating func scrollTo(y: CGFloat) { target = .point(CGPoint(x: point?.x ?? 0, y: y)) }
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { target = .view(ViewID(id: id), anchor: anchor) }

    /// The edge scrolled to, if the position is one.
    public var edge: Edge? {
        if case let .edge(edge) = target { edge } else { nil }
    }

    /// The point scrolled to, if the position is one.
    public var point: CGPoint? {
        if case let .point(point) = target { point } else { nil }
    }

    /// The id of the view scrolled to, if the position is one.
    public var viewID: (any Hashable & Sendable)? {
        if case let .view(view, _) = target { view.id } else { nil }
    }

    /// The id of the view scrolled to, if it has this type.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
        if case let .view(view, _) = target { view.id as? T } else { nil }
    }
}

/// What a scroll view is doing (iOS 18): in a still picture, always `idle`.
public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating

    /// True for every phase but `idle`.
    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` is told beside the phases: the scroll's geometry and
/// velocity when it changed.
public struct ScrollPhaseChangeContext: Sendable {
    public let geometry: ScrollGeometry
    public let velocity: CGVector?
}

extension View {
    /// Binds the scroll view's position (iOS 18). A render shows the content from its
    /// start; the binding keeps what the code set.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Called when the scroll phase changes; a still picture never scrolls, so never.
    public nonisolated func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        ModifiedContent(content: self, modifier: _UndrawnModifier())
    }

    public nonisolated func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        ModifiedContent(content: self, modifier: _UndrawnModifier())
    }

    /// Called with the ids of the scroll target views that become visible (iOS 18);
    /// nothing scrolls into view in a still picture.
    public nonisolated func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        ModifiedContent(content: self, modifier: _UndrawnModifier())
    }

    /// Called when this view scrolls in or out of view (iOS 18): never, in a render.
    public nonisolated func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        ModifiedContent(content: self, modifier: _UndrawnModifier())
    }
}
