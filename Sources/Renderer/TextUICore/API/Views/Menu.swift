import RenderFormat
/// A button that opens a menu. A still picture shows the closed menu: its label, with
/// `⌄` after it; the semantics name the items it holds, as a screen reader finds them
/// once it opens.
public nonisolated struct Menu<Label: View, Content: View>: PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu whose tap runs `primaryAction` and whose long press opens it; drawn alike.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let labelNodes = Resolver.nodes(for: label, in: context.inside(stackAxis: .horizontal))
        var children = labelNodes
        if context.environment.menuIndicator != .hidden {
            let chevron = Resolver.nodes(for: Text("⌄"), in: context)[0]
            chevron.semantics.isOmitted = true
            children.append(chevron)
        }
        let node = Node(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 1), children: children, in: context)
        node.semantics.kind = "Menu"
        node.semantics.namePrintsSize = false
        let items = Resolver.readableTexts(of: Resolver.nodes(for: content, in: context))
        node.semantics.properties.append(("items", SemanticsSyntax.quote(items.joined(separator: ", "))))
        node.semantics.isDisabled = !context.environment.isEnabled
        nodes.append(node)
    }
}

extension View {
    /// Shows or hides the `⌄` a menu draws after its label (iOS 15).
    nonisolated public func menuIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.menuIndicator = visibility })
    }
}

extension EnvironmentValues {
    /// Whether menus inside draw their indicator; `.automatic` draws it.
    public var menuIndicator: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

private struct MenuIndicatorKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension Menu where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    public init(_ title: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == TextUICore.Label<Text, Image> {
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TextUICore.Label(title, systemImage: systemImage) }
    }
}
