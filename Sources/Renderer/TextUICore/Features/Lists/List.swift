/// Rows in a scrolling list, drawn in its style as iOS draws it (see `ListLayout`): by
/// default inset grouped, each section a rounded card on the grouped background under
/// its header in uppercase grey. The semantics print `List` and `Section` elements, and
/// a style the code chose.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    init(rows: Content) {
        content = rows
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let chosen = context.environment.listStyle
        let node = ListLayout.list(of: content, style: chosen ?? .insetGrouped, in: context)
        let target = node.semanticTarget
        target.semantics.kind = "List"
        if let chosen, chosen != .insetGrouped { target.semantics.properties.append(("style", chosen.rawValue)) }
        nodes.append(node)
    }
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rows: ForEach(data, content: rowContent))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent))
    }
}
