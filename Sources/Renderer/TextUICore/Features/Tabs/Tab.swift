import RenderFormat

/// A tab of iOS 18's `TabView`: its title and symbol in the tab bar, its content when
/// selected, tagged with its value.
public nonisolated struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String?
    /// A label the tab draws instead of its title and symbol.
    let label: AnyView?
    let value: Value?
    let content: Content
    /// What the tab's modifiers say of its item (a badge), applied where the item is.
    var itemAttributes: [_SemanticsModifier] = []
    /// Whether `hidden()` took the tab out of the tab bar.
    var isHidden = false

    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        label = nil
        self.value = value
        self.content = content()
    }

    /// A tab with a label of its own, in the tab bar (iOS 18).
    public init<L: View>(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        title = ""
        systemImage = nil
        self.label = AnyView(label())
        self.value = value
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, systemImage: systemImage, value: value, content: content)
    }

    public init(_ title: String, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        systemImage = nil
        label = nil
        self.value = value
        self.content = content()
    }

    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        title = role == .search ? "Search" : ""
        systemImage = role == .search ? "magnifyingglass" : nil
        label = nil
        self.value = value
        self.content = content()
    }

    @MainActor public var body: some View {
        if !isHidden {
            content
                .tabItem {
                    if let label { label } else if let systemImage { Label(title, systemImage: systemImage) } else { Text(title) }
                }
                .modifier(_TabTagModifier(value: value))
                .modifier(_SemanticsModifier { [itemAttributes] semantics, context in
                    for attribute in itemAttributes { attribute.change(&semantics, in: context) }
                })
        }
    }
}

// MARK: - What a tab's modifiers are (TabContent's, iOS 18)

// Each returns the tab itself, as SwiftUI's `TabContent` modifiers do, so a
// `Tab(value: .alerts) { … }.badge(3)` still takes its value's type from the selection.
extension Tab {
    /// A count on the tab's item, `badge=3`; none for zero, as on iOS.
    public func badge(_ count: Int) -> Tab {
        count == 0 ? self : badged { _ in String(count) }
    }

    /// A label on the tab's item, `badge="New"`; none for nil.
    public func badge(_ label: Text?) -> Tab {
        guard let label else { return self }
        return badged { context in
            SemanticsSyntax.quote(Resolver.readableTexts(of: Resolver.nodes(for: label, in: context)).joined(separator: " "))
        }
    }

    public func badge(_ key: LocalizedStringKey?) -> Tab {
        badge(key.map { Text($0) })
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> Tab {
        guard let label else { return self }
        let badge = SemanticsSyntax.quote(String(label))
        return badged { _ in badge }
    }

    /// Takes the tab out of the tab bar when `hidden` is true.
    public func hidden(_ hidden: Bool = true) -> Tab {
        var tab = self
        tab.isHidden = hidden
        return tab
    }

    /// Names the tab for the person's tab bar customization, which a render does not
    /// have: the tab draws as it is.
    public func customizationID(_ id: String) -> Tab { self }

    /// Whether the person may move or hide the tab; a render draws the default bar.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Tab { self }

    /// Whether the tab shows by default in a sidebar or tab bar; a phone's tab bar shows
    /// every tab, so the render draws it there.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Tab { self }

    private func badged(_ badge: @escaping @MainActor (ResolveContext) -> String) -> Tab {
        var tab = self
        tab.itemAttributes.append(_SemanticsModifier { semantics, context in semantics.properties.append(("badge", badge(context))) })
        return tab
    }
}

/// Where an adaptable tab bar shows a tab: as a tab bar on a phone, as a sidebar on iPad.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Whether a person may customize a tab's place in the tab bar.
public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

extension Tab where Value == Never {
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        label = nil
        value = nil
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, systemImage: systemImage, content: content)
    }

    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        title = role == .search ? "Search" : ""
        systemImage = role == .search ? "magnifyingglass" : nil
        label = nil
        value = nil
        self.content = content()
    }
}

/// What a tab is for; a search tab has its system title and symbol.
public struct TabRole: Sendable, Hashable {
    let name: String
    public static let search = TabRole(name: "search")
}

/// Tags a tab with its value when it has one.
public nonisolated struct _TabTagModifier<Value: Hashable>: ViewModifier {
    let value: Value?

    @MainActor public func body(content: Content) -> some View {
        if let value { content.tag(value) } else { content }
    }
}
