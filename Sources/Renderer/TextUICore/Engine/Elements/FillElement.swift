/// `Color` as a view, `Color.clear`, a gradient as a view, and the space a
/// `GeometryReader` holds before its content is made: fills what it is offered, draws
/// nothing.
struct FillElement: Element {
    /// The kinds of gradient a view can be, each named by its type.
    enum GradientKind: String {
        case linear = "LinearGradient"
        case radial = "RadialGradient"
        case angular = "AngularGradient"
        case elliptical = "EllipticalGradient"
    }

    /// The gradient this fill is, if it is one; nil for a color or a placeholder.
    var gradient: GradientKind?
    /// The color a `Color` view fills with, for a background or overlay it makes a card
    /// of (see `Surface`); not printed.
    var fill: Paint?

    /// A gradient as a view, named by its type with its style.
    @MainActor static func node(for gradient: GradientKind, style: Paint, in context: ResolveContext) -> Node {
        let node = Node(FillElement(gradient: gradient), in: context)
        node.semantics.color = style
        return node
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {}

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {}

    var kind: String { gradient?.rawValue ?? "Color" }

    /// A gradient is named where it is; a plain color only when something makes it notable.
    var line: SemanticsLinePresence { gradient == nil ? .whenNotable : .always }
}
