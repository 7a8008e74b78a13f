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
    @inline(__always)
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
    @inline(__always)
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
    @inline(__always)
    func elementDraw(in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        switch primitive {
        case let .text(text): text.draw(self, in: rect, into: &canvas, clip: clip, pass: pass)
        case let .stack(stack): stack.draw(self, in: rect, into: &canvas, clip: clip, pass: pass)
        case let .padding(padding): padding.draw(self, in: rect, into: &canvas, clip: clip, pass: pass)
        case let .frame(frame): frame.draw(self, in: rect, into: &canvas, clip: clip, pass: pass)
        case let .element(element): store.pointee.elements[element.index].draw(self, in: rect, into: &canvas, clip: clip, pass: pass)
        }
    }

    /// What the passes ask of every node, kept beside an element's index so that
    /// asking does not copy the element out (see `ElementTraits`).
    var traits: ElementTraits {
        @inline(__always) get {
            switch primitive {
            case .text: Self.textTraits
            case .stack: Self.stackTraits
            case .padding: Self.paddingTraits
            case .frame: Self.frameTraits
            case let .element(element): element.traits
            }
        }
    }

    // The fast paths' traits are their types', whatever their values: worked out once,
    // not asked of the value at every node.
    private static let textTraits = ElementTraits(TextElement(index: 0))
    private static let stackTraits = ElementTraits(StackElement(axis: .vertical, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0))
    private static let paddingTraits = ElementTraits(PaddingElement(insets: CellInsets()))
    private static let frameTraits = ElementTraits(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center))
}

/// Where an element is in the tree's buffer, with its traits.
struct ElementReference {
    let index: Int
    let traits: ElementTraits
}

/// The answers about an element that the passes ask of every node, worked out once
/// when the node is made: asking an element in the tree's buffer copies it out, a copy
/// per question.
struct ElementTraits: OptionSet {
    let rawValue: UInt8

    /// Written out, as `OptionSet`'s is generic: a render asks it of every node, and
    /// unoptimized the default went through `isSubset(of:)` each time.
    func contains(_ member: ElementTraits) -> Bool {
        rawValue & member.rawValue == member.rawValue
    }

    static let wrapsOneView = ElementTraits(rawValue: 1 << 0)
    static let isSpacer = ElementTraits(rawValue: 1 << 1)
    static let alwaysPrinted = ElementTraits(rawValue: 1 << 2)
    static let clipsChildren = ElementTraits(rawValue: 1 << 3)
    static let scrollsHorizontally = ElementTraits(rawValue: 1 << 4)
    static let scrollsVertically = ElementTraits(rawValue: 1 << 5)

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    // Built from bits rather than set literals: in a debug build a literal goes through
    // the standard library's generic `SetAlgebra` code.
    init(_ element: some TextUICore.Element) {
        let axes = element.scrollAxes
        var raw: UInt8 = 0
        if element.wrapsOneView { raw |= Self.wrapsOneView.rawValue }
        if element.isSpacer { raw |= Self.isSpacer.rawValue }
        if element.line == .always { raw |= Self.alwaysPrinted.rawValue }
        if element.clipsChildren { raw |= Self.clipsChildren.rawValue }
        if axes.contains(.horizontal) { raw |= Self.scrollsHorizontally.rawValue }
        if axes.contains(.vertical) { raw |= Self.scrollsVertically.rawValue }
        self.init(rawValue: raw)
    }

    var scrollAxes: Axis.Set {
        var raw = 0
        if contains(.scrollsHorizontally) { raw |= Axis.Set.horizontal.rawValue }
        if contains(.scrollsVertically) { raw |= Axis.Set.vertical.rawValue }
        return Axis.Set(rawValue: raw)
    }
}
