/// A `Section`: its header, rows and footer in a column. A list finds its sections by
/// this type and draws each as a block of its own in the list's style (`ListLayout`);
/// outside a list, the column is all there is.
struct SectionElement: Element {
    /// Blank rows before the section in a list (`listSectionSpacing`); nil outside one.
    var spacingRows: Int?
    private let column = StackElement(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .center, spacing: 0)

    init(spacingRows: Int? = nil) {
        self.spacingRows = spacingRows
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        node.stackLayout(column, proposal: proposal).size
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        node.placeStack(column, proposal: proposal)
    }

    var kind: String { "Section" }

    /// Always a line, with no size: its header and rows say what it holds.
    var line: SemanticsLinePresence { .always }

    /// The blank rows a section in a list asks for before it.
    static func spacingRows(_ node: Node) -> Int? {
        node.withElement { ($0 as? SectionElement)?.spacingRows }
    }

    /// Whether `node` is a section.
    static func isSection(_ node: Node) -> Bool {
        node.withElement { $0 is SectionElement }
    }
}
