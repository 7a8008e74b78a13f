import RenderFormat
import CoreGraphics

/// How a presentation adapts where there is little room.
public struct PresentationAdaptation: Sendable, Hashable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Where a popover points from.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// Whether views behind a sheet take touches.
public struct PresentationBackgroundInteraction: Sendable, Hashable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

extension View {
    /// A popover; on a phone, as here, it is shown as a sheet, as iOS adapts it.
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier.presenting(.sheet, when: isPresented, content))
    }

    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier.presenting(.sheet, item: item, content))
    }

    /// What a popover becomes on a phone, named on its content (`compactAdaptation=popover`):
    /// a render draws a popover as the sheet iOS adapts it to by default.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("compactAdaptation", adaptation == .automatic ? nil : adaptation.name))
    }

    nonisolated public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("compactAdaptation", horizontal == .automatic ? nil : horizontal.name))
    }

    /// Whether a swipe may dismiss the sheet this view is in; nothing a picture shows.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// The sheet's fill, named on its content (`presentationBackground=yellow`): a text
    /// render paints no fill.
    nonisolated public func presentationBackground(_ style: some ShapeStyle) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("presentationBackground", paint: style._paint.paint))
    }

    /// The sheet's corners, named on its content (`presentationCornerRadius=24`).
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("presentationCornerRadius", cornerRadius.map { ValueNames.points(Double($0)) }))
    }

    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// iOS 13's title, with its display mode.
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<ModifiedContent<Self, _NavigationModifier>, _NavigationModifier> {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    nonisolated public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<ModifiedContent<Self, _NavigationModifier>, _NavigationModifier> {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    nonisolated public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _NavigationModifier> {
        navigationTitle(title)
    }

    nonisolated public func navigationBarTitle(_ title: String) -> ModifiedContent<Self, _NavigationModifier> {
        navigationTitle(title)
    }

    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationModifier> {
        navigationTitle(titleKey.text)
    }

    /// iOS 13's bar items: leading and trailing, as toolbar items.
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, _NavigationModifier> {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    nonisolated public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, _NavigationModifier> {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    nonisolated public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _NavigationModifier> {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }

    /// The app storage views inside read; a render keeps its values in memory.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}

/// Whether a sheet's content scrolls or resizes the sheet.
public struct PresentationContentInteraction: Sendable, Hashable {
    let name: String
    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}
