/// How the passes reach a node's element: every call goes through here. Texts, stacks,
/// paddings and frames are called directly (see `Node.Primitive`); any other element
/// through `any Element`, in the tree's buffer.
extension Node {
    /// Calls `body` with the node's element, for the questions asked once per node.
    @inline(__always)
    func withElement<Result>(_ body: (any Element) -> Result) -> Result {
        switch primitive {
        case let .text(text): body(text)
        case let .stack(stack): body(stack)
        case let .padding(padding): body(padding)
        case let .frame(frame): body(frame)
        case let .element(element): body(store.pointee.elements[element.index])
        }
    }

    /// The node's element, as a value of its own: for tests and rare questions.
    var element: any Element { withElement { $0 } }

    /// The element's size for `proposal`, uncached (`sizeThatFits` caches it).
    func elementSize(for proposal: ProposedSize) -> Size {
        switch primitive {
        case let .text(text): text.sizeThatFits(proposal, of: self)
        case let .stack(stack): stack.sizeThatFits(proposal, of: self)
        case let .padding(padding): padding.sizeThatFits(proposal, of: self)
        case let .frame(frame): frame.sizeThatFits(proposal, of: self)
        case let .element(element): store.pointee.elements[element.index].sizeThatFits(proposal, of: self)
        }
    }

    /// Has the element place the children, once the node's frame is set.
    func elementPlaceChildren(proposal: ProposedSize) {
        switch primitive {
        case let .text(text): text.placeChildren(of: self, proposal: proposal)
        case let .stack(stack): stack.placeChildren(of: self, proposal: proposal)
        case let .padding(padding): padding.placeChildren(of: self, proposal: proposal)
        case let .frame(frame): frame.placeChildren(of: self, proposal: proposal)
        case let .element(element): store.pointee.elements[element.index].placeChildren(of: self, proposal: proposal)
        }
    }

    /// Has the element draw itself and its children.
    func elementDraw(in rect: Rect, into canvas: inout Canvas, clip: Rect, pass: DrawPass) {
        switch primitive {
        case let .text(text): text.draw(self, in: rect, into: &canvas, clip: clip, pass: pass)
        case let .stack(stack): stack.draw(self, in: rect, into: &canvas, clip: clip, pass: pass)
        case let .padding(padding): padding.draw(self, in: rect, into: &canvas, clip: clip, pass: pass)
        case let .frame(frame): frame.draw(self, in: rect, into: &canvas, clip: clip, pass: pass)
        case let .element(element): store.pointee.elements[element.index].draw(self, in: rect, into: &canvas, clip: clip, pass: pass)
        }
    }

    /// See `Element.wrapsOneView`; kept beside an element's index, as it is asked often.
    var wrapsOneView: Bool {
        if case let .element(element) = primitive { return element.wrapsOneView }
        return withElement(\.wrapsOneView)
    }

    /// See `Element.line`; kept beside an element's index, as the semantics ask every node.
    var semanticsLine: SemanticsLinePresence {
        if case let .element(element) = primitive { return element.line }
        return withElement(\.line)
    }

    /// See `Element.isSpacer`; kept beside an element's index, as stacks ask it often.
    var isSpacer: Bool {
        if case let .element(element) = primitive { return element.isSpacer }
        return false
    }
}

/// Where an element is in the tree's buffer, with the answers the passes ask most,
/// so that asking them does not copy the element out (callgrind, release: a copy per
/// question cost 1 to 2 % of a render).
struct ElementReference {
    let index: Int
    let wrapsOneView: Bool
    let isSpacer: Bool
    let line: SemanticsLinePresence
}
