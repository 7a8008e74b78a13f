/// A `VStack` or an `HStack`: its children in a row or a column, sized by the stack
/// layout (`Node+StackLayout`), which divides the space as SwiftUI documents it.
struct StackElement: Element {
    var axis: Axis
    var horizontalAlignment: HorizontalAlignment
    var verticalAlignment: VerticalAlignment
    var spacing: Int

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        node.stackLayout(self, proposal: proposal).size
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        node.placeStack(self, proposal: proposal)
    }

    var kind: String { axis == .vertical ? "VStack" : "HStack" }
}
