/// `.hidden()` and `.opacity(0)`: the view keeps its place in the layout and draws
/// nothing, as on the device. The semantics still read it, with `opacity=0%` or
/// `hidden`, since a screen reader skips it but a reviewer should see it is there.
struct InvisibleElement: Element {
    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        return node.children[0].sizeThatFits(proposal)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let (children, frame) = (node.children, node.frame)
        children[0].place(at: (frame.x, frame.y), proposal: proposal)
    }

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {}

    var wrapsOneView: Bool { true }
}

extension View {
    /// Keeps the view's space and draws nothing there; the semantics mark it `hidden`.
    @inlinable
    public func hidden() -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.invisible(flaggingHidden: true))
    }
}

extension _WrappingModifier {
    @usableFromInline
    static func invisible(flaggingHidden: Bool) -> _WrappingModifier {
        _WrappingModifier { node, context in
            if flaggingHidden { node.semanticTarget.semantics.isHidden = true }
            return Node(InvisibleElement(), children: CollectionOfOne(node), in: context)
        }
    }
}
