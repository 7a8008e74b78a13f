import CoreGraphics

// Scroll behaviour: a still picture shows the scroll view at rest, at its top, so these
// compile and change nothing drawn.
extension View {
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Where a scroll view starts, for a role (iOS 18): a render draws it from its start.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Flashes the scroll indicators (iOS 17): a still picture shows none.
    nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// The blur where content meets a bar at a scroll view's edge (iOS 26): a text
    /// render draws no blur.
    nonisolated public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Mirrors and blurs the view into the safe area around it (iOS 26): the render draws
    /// no safe-area bands.
    nonisolated public func backgroundExtensionEffect() -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}

/// What a default scroll anchor is for (iOS 18).
public struct ScrollAnchorRole: Sendable, Hashable {
    let name: String
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

/// How content fades under a bar at a scroll view's edge (iOS 26).
public struct ScrollEdgeEffectStyle: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Whether a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Where a scroll view comes to rest.
public protocol ScrollTargetBehavior {}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable { public init() {} }
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable { public init() {} }
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: PagingScrollTargetBehavior { .init() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior { .init() }
}
extension ViewAlignedScrollTargetBehavior {
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
    }
}

/// Where content margins apply.
public struct ContentMarginPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Scrolls to a view by id. A render shows the scroll view at its top and scrolls
/// nowhere; `scrollTo` records nothing.
@MainActor
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a proxy to scroll with.
public nonisolated struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    @MainActor public var body: some View { content(ScrollViewProxy()) }
}
