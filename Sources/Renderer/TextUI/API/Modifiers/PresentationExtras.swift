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

    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    /// Whether a swipe may dismiss the sheet this view is in; nothing a picture shows.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func presentationBackground(_ style: some ShapeStyle) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
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
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }
}

/// Whether a sheet's content scrolls or resizes the sheet.
public struct PresentationContentInteraction: Sendable, Hashable {
    let name: String
    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}
