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
    /// Each element's identity: the tag a picker's or tab view's row gets from it.
    let identity: ((Data.Element) -> ID)?

    /// A `ForEach` of content that is not a view, for a framework's own builder.
    package init(_data data: Data, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identity = nil
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identity = { $0[keyPath: id] }
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        nodes.reserveCapacity(nodes.count + data.count)
        if let live = context.live {
            liveRows(live, in: context, into: &nodes)
            return
        }
        guard context.tagsRowsByID, let identity else {
            for element in data {
                Resolver.append(content(element), in: context, to: &nodes)
            }
            return
        }
        // A row with no tag of its own is tagged with its element's id, as SwiftUI tags
        // the rows of a `ForEach` inside a picker.
        var inner = context
        inner.tagsRowsByID = false
        for element in data {
            for row in Resolver.nodes(for: content(element), in: inner) {
                nodes.append(TagElement.tag(of: row) == nil ? Node(TagElement(tag: AnyHashable(identity(element))), children: CollectionOfOne(row), in: context) : row)
            }
        }
    }
}

extension ForEach where Content: View {
    /// On a live screen each row has its place by its element's id, so a row's state
    /// follows its element when rows are inserted or removed.
    @MainActor private func liveRows(_ live: LiveResolution, in context: ResolveContext, into nodes: inout [Node]) {
        var inner = context
        inner.tagsRowsByID = false
        for (index, element) in data.enumerated() {
            live.identity.enter("[\(identity.map { String(describing: $0(element)) } ?? String(index))]")
            if context.tagsRowsByID, let identity {
                for row in Resolver.nodes(for: content(element), in: inner) {
                    nodes.append(TagElement.tag(of: row) == nil ? Node(TagElement(tag: AnyHashable(identity(element))), children: CollectionOfOne(row), in: context) : row)
                }
            } else {
                Resolver.append(content(element), in: context, to: &nodes)
            }
            live.identity.leave()
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identity = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identity = { $0 }
    }
}
