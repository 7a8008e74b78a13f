/// A `Section`: its header, rows and footer in a column. A list finds its sections by
/// this type and draws each as a block of its own in the list's style (`ListLayout`);
/// outside a list, the column is all there is.
struct SectionElement: Element {
    private let column = StackElement(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .center, spacing: 0)

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        node.stackLayout(column, proposal: proposal).size
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        node.placeStack(column, proposal: proposal)
    }

    var kind: String { "Section" }

    /// Always a line, with no size: its header and rows say what it holds.
    var line: SemanticsLinePresence { .always }

    /// Whether `node` is a section.
    static func isSection(_ node: Node) -> Bool {
        node.withElement { $0 is SectionElement }
    }
}
