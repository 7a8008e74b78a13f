/// A tab of iOS 18's `TabView`: its title and symbol in the tab bar, its content when
/// selected, tagged with its value.
public nonisolated struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content

    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, systemImage: systemImage, value: value, content: content)
    }

    public init(_ title: String, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        systemImage = nil
        self.value = value
        self.content = content()
    }

    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        title = role == .search ? "Search" : ""
        systemImage = role == .search ? "magnifyingglass" : nil
        self.value = value
        self.content = content()
    }

    @MainActor public var body: some View {
        content
            .tabItem {
                if let systemImage { Label(title, systemImage: systemImage) } else { Text(title) }
            }
            .modifier(_TabTagModifier(value: value))
    }
}

extension Tab where Value == Never {
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        value = nil
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, systemImage: systemImage, content: content)
    }

    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        title = role == .search ? "Search" : ""
        systemImage = role == .search ? "magnifyingglass" : nil
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
