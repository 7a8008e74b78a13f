/// A group of rows under an optional header and over an optional footer. In a list it
/// is drawn in the list's style (`ListLayout`): a card under an uppercase grey header
/// in the grouped styles. Outside a list, its header, rows and footer stack as they are.
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// False when a collapsible section (`isExpanded:`) is collapsed: its header alone.
    var isExpanded = true

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let inner = context.inside(stackAxis: .vertical)
        let rows = isExpanded ? Resolver.nodes(for: content, in: inner) : []
        guard let style = context.listStyle else {
            let children = Resolver.nodes(for: header, in: inner) + rows + Resolver.nodes(for: footer, in: inner)
            let node = Node(SectionElement(), children: children, in: context)
            if !isExpanded { node.semantics.properties.append(("expanded", "false")) }
            nodes.append(node)
            return
        }
        let layout = ListLayout(style: style, context: inner)
        let node = layout.section(
            header: Resolver.nodes(for: header, in: layout.headerContext),
            rows: rows,
            footer: Resolver.nodes(for: footer, in: layout.footerContext)
        )
        if !isExpanded { node.semantics.properties.append(("expanded", "false")) }
        nodes.append(node)
    }
}

// The first forms SwiftUI had (iOS 13), which many screens still use: header and footer
// as views, before the content.
extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

// iOS 17's collapsible sections: the header stays; the rows show while `isExpanded`.
extension Section where Footer == EmptyView {
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, isExpanded: isExpanded, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(String(title)) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}
