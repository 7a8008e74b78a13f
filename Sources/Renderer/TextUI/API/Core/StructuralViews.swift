/// Nothing: takes no space and is skipped by stacks.
public nonisolated struct EmptyView: PrimitiveView {
    public init() {}

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {}
}

/// A type-erased view.
public nonisolated struct AnyView: PrimitiveView {
    let view: any View

    public init(_ view: some View) {
        self.view = view
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(view, in: context, to: &nodes)
    }
}

/// Groups views without adding a container; modifiers apply to each child.
public nonisolated struct Group<Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(content, in: context, to: &nodes)
    }
}

/// One view per element of a collection, in the collection's order. Its content is
/// any type, as in SwiftUI: a view here, and what other builders make elsewhere (a
/// chart's marks, through `init(_data:content:)`).
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public let data: Data
    /// What each element makes: for a framework that builds its own content with it.
    package let content: (Data.Element) -> Content

    /// A `ForEach` of content that is not a view, for a framework's own builder.
    package init(_data data: Data, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        nodes.reserveCapacity(nodes.count + data.count)
        for element in data {
            Resolver.append(content(element), in: context, to: &nodes)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}
