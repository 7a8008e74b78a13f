extension View {
    /// The title of the enclosing navigation stack.
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, NavigationModifier> {
        modifier(NavigationModifier { navigation, _ in navigation.title = title })
    }

    public func navigationBarTitleDisplayMode(_ mode: NavigationBarTitleDisplayMode) -> ModifiedContent<Self, NavigationModifier> {
        modifier(NavigationModifier { navigation, _ in navigation.displayMode = mode })
    }

    /// Items for the navigation bar (or the bottom bar), built from `ToolbarItem`s.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, NavigationModifier> {
        let items = content()
        return modifier(NavigationModifier { navigation, context in
            let collector = ToolbarItemCollector()
            var inner = context.inside(stackAxis: .horizontal)
            inner.toolbarItems = collector
            let loose = Resolver.nodes(for: items, in: inner)
            collector.add(loose, placement: .automatic)
            for (placement, nodes) in collector.items {
                switch placement {
                case .topBarLeading, .cancellationAction: navigation.leadingItems += nodes
                case .principal: navigation.principalItems += nodes
                case .bottomBar: navigation.bottomItems += nodes
                case .automatic, .topBarTrailing, .confirmationAction: navigation.trailingItems += nodes
                }
            }
        })
    }

    /// A search field under the navigation bar, showing `text` or the prompt.
    public func searchable(text: Binding<String>, prompt: String) -> ModifiedContent<Self, NavigationModifier> {
        modifier(NavigationModifier { navigation, context in
            let value = text.wrappedValue
            let field = Node(.textField(TextFieldElement(text: value, placeholder: prompt, isSearch: true)))
            field.semantics.kind = "SearchField"
            field.semantics.properties = [("prompt", SemanticsLine.quote(prompt)), ("text", SemanticsLine.quote(value))]
            navigation.search = Node(.padding(NavigationStack<EmptyView>.margins), children: [field])
        })
    }
}
