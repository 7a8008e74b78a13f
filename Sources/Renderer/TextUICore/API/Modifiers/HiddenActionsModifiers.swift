import RenderFormat
// Actions a person reaches by a gesture: swipe actions, context menus, search
// suggestions. A still picture shows none of them, so the semantics name them by what
// they read, on the element they belong to: `swipeActions=("Delete")`. Inlinable
// one-liners, as in EnvironmentModifiers.swift.
extension View {
    /// Buttons revealed by swiping a row.
    @inlinable
    nonisolated public func swipeActions<Content: View>(
        edge: HorizontalEdge = .trailing,
        allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> Content
    ) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.hiddenActions("swipeActions", content()))
    }

    /// A menu revealed by a long press.
    @inlinable
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.hiddenActions("contextMenu", menuItems()))
    }

    /// The same, with the preview the press shows above the menu; the preview is not
    /// drawn (the press never happens in a still picture).
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.hiddenActions("contextMenu", menuItems()))
    }

    /// Suggestions shown under the search field while it is focused.
    @inlinable
    nonisolated public func searchSuggestions<Suggestions: View>(@ViewBuilder _ suggestions: () -> Suggestions) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.searchSuggestions(suggestions()))
    }
}

/// An edge along the horizontal axis: where swipe actions come from.
public enum HorizontalEdge: Sendable, Hashable {
    case leading
    case trailing
}

extension _SemanticsModifier {
    @usableFromInline
    static func hiddenActions(_ key: String, _ content: some View) -> _SemanticsModifier {
        nonisolated(unsafe) let content = content
        return _SemanticsModifier { semantics, context in
            let texts = Resolver.readableTexts(of: Resolver.nodes(for: content, in: context))
            guard !texts.isEmpty else { return }
            semantics.properties.append((key, SemanticsSyntax.quote(texts.joined(separator: ", "))))
        }
    }
}

extension _NavigationModifier {
    @usableFromInline
    static func searchSuggestions(_ suggestions: some View) -> _NavigationModifier {
        nonisolated(unsafe) let suggestions = suggestions
        return _NavigationModifier { navigation, context in
            let texts = Resolver.readableTexts(of: Resolver.nodes(for: suggestions, in: context))
            navigation.searchSuggestions = texts
        }
    }
}

extension Resolver {
    /// What a screen reader would read of `nodes`, in order: texts and the titles of
    /// labels, each once.
    static func readableTexts(of nodes: [Node]) -> [String] {
        var texts: [String] = []
        func visit(_ node: Node) {
            if let text = node.withElement({ $0.readableText(of: node) }) {
                texts.append(text)
                return
            }
            if let text = node.semantics.text {
                texts.append(text)
                return
            }
            for child in node.children { visit(child) }
        }
        nodes.forEach(visit)
        return texts
    }
}
