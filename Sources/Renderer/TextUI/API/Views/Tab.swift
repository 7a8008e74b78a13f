/// A tab of iOS 18's `TabView`: its title and symbol in the tab bar, its content when
/// selected, tagged with its value.
public nonisolated struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String?
    /// A label the tab draws instead of its title and symbol.
    let label: AnyView?
    let value: Value?
    let content: Content

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
        content
            .tabItem {
                if let label { label } else if let systemImage { Label(title, systemImage: systemImage) } else { Text(title) }
            }
            .modifier(_TabTagModifier(value: value))
    }
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
