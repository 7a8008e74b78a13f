/// An icon and a title, read as one element. The string form prints as one line with
/// its title and symbol; the form with views prints them as its children.
public nonisolated struct Label<Title: View, Icon: View>: PrimitiveView {
    let title: Title
    let icon: Icon
    /// The title and symbol of `Label(_:systemImage:)`.
    let plain: (title: String, systemImage: String)?

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        plain = nil
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let style = context.environment.labelStyle
        if let style, style._builtIn == nil {
            appendCustom(style, in: context, into: &nodes)
            return
        }
        let builtIn = style?._builtIn ?? .automatic
        let icon = builtIn == .titleOnly ? [] : Resolver.nodes(for: icon, in: context)
        let title = builtIn == .iconOnly ? [] : Resolver.nodes(for: title, in: context)
        let node = Node(
            StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: plain == nil ? 1 : 0),
            children: icon + title,
            in: context
        )
        node.semantics.kind = "Label"
        node.semantics.namePrintsSize = false
        if let plain {
            node.semantics.text = plain.title
            node.semantics.applyTextStyle(context.environment)
            node.semantics.properties.append(("systemName", plain.systemImage))
            node.semantics.isLeaf = true
        }
        if builtIn != .automatic { node.semantics.properties.append(("style", builtIn.rawValue)) }
        nodes.append(node)
    }

    /// A style of the app's own arranges the title and the icon.
    @MainActor private func appendCustom(_ style: some LabelStyle, in context: ResolveContext, into nodes: inout [Node]) {
        let configuration = LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon)))
        var inner = context.environment
        inner.labelStyle = nil
        let children = Resolver.nodes(for: style.makeBody(configuration: configuration), in: context.with(environment: inner))
        let node = Node(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: children, in: context)
        node.semantics.kind = "Label"
        node.semantics.namePrintsSize = false
        if let plain { node.semantics.text = plain.title }
        nodes.append(node)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A `String` shown as it is; disfavored, so that a literal is a `LocalizedStringKey`
    /// whose values are written for the locale, as in SwiftUI.
    @_disfavoredOverload
    public init(_ title: String, systemImage: String) {
        self.title = Text(title)
        icon = Image(systemName: systemImage)
        plain = (title, systemImage)
    }
}
