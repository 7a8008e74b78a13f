/// A `GridRow`: its cells, which a `Grid` lines up in its columns (`TableGridElement`
/// finds its rows by this type). Outside a grid it lays them out as an `HStack` does.
struct GridRowElement: Element {
    /// How the cells sit side by side outside a grid.
    let row: StackElement

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        node.stackLayout(row, proposal: proposal).size
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        node.placeStack(row, proposal: proposal)
    }

    var kind: String { "GridRow" }

    /// Always a line, with no size: its cells say what it holds.
    var line: SemanticsLinePresence { .always }

    /// Whether `node` is a grid row, whose children are cells of the grid's columns.
    static func isRow(_ node: Node) -> Bool {
        node.withElement { $0 is GridRowElement }
    }
}
