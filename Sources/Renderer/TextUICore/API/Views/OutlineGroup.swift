/// A tree of rows: each item with children is a disclosure group of them, closed, as
/// iOS first shows it; the others are rows.
public nonisolated struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View where Data.Element: Identifiable, Data.Element.ID == ID {
    let data: Data
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.children = children
        self.content = content
    }

    @MainActor public var body: some View {
        ForEach(data) { item in
            if let nested = item[keyPath: children], !nested.isEmpty {
                DisclosureGroup {
                    OutlineGroup(nested, children: children, content: content)
                } label: {
                    content(item)
                }
            } else {
                content(item)
            }
        }
    }
}
