/// How a list and its sections are drawn, by style, from what iOS draws:
///
/// - `insetGrouped` (a `Form`, and a `List`'s default): the grouped background; each
///   section a rounded card 16 pt in from the screen's edges, its rows 16 pt inside with
///   a line between two rows; the header above the card in uppercase grey, the footer
///   below in grey; a blank row before each section. Rows outside any section share a
///   card of their own.
/// - `grouped`: the same, with each section across the whole width, lines above and
///   below it, and no card outline.
/// - `plain` and `inset`: rows on the screen's background, a line between two rows; a
///   header as written, a blank row between sections.
/// - `sidebar`: as `insetGrouped`, with headers as written.
@MainActor
struct ListLayout {
    let style: ListStyleKind
    /// The context rows resolve in.
    let context: ResolveContext

    /// 16 pt: the inset of cards from the screen's edges and of rows inside them.
    private var margin: Int { context.cells(points: 16, along: .horizontal) }

    /// Headers: grey, and in capitals in the grouped styles, unless the code said.
    var headerContext: ResolveContext {
        var environment = context.environment
        if style.uppercasesHeaders, !environment.builtIn.textCaseIsSet { environment.textCase = .uppercase }
        if style.isGrouped, environment.foregroundStyle == nil { environment.foregroundStyle = Color.secondary.paint }
        return context.with(environment: environment)
    }

    /// Footers: grey in the grouped styles.
    var footerContext: ResolveContext {
        var environment = context.environment
        if style.isGrouped, environment.foregroundStyle == nil { environment.foregroundStyle = Color.secondary.paint }
        return context.with(environment: environment)
    }

    /// A list of `content` drawn in `style`: its rows resolve with the style around
    /// them, so the sections and pickers inside draw in it too.
    static func list(of content: some View, style: ListStyleKind, in context: ResolveContext) -> Node {
        var inner = context.inside(stackAxis: .vertical)
        inner.listStyle = style
        let layout = ListLayout(style: style, context: inner)
        return layout.list(of: Resolver.nodes(for: content, in: inner), drawsBackground: context.environment.listDrawsBackground)
    }

    /// The list: its sections (rows outside any section grouped as one) in a column
    /// that scrolls, on the grouped background in the grouped styles.
    func list(of items: [Node], drawsBackground: Bool) -> Node {
        var blocks: [Node] = []
        var loose: [Node] = []
        func flush() {
            guard !loose.isEmpty else { return }
            blocks.append(rowsBlock(loose))
            loose = []
        }
        for item in items {
            if SectionElement.isSection(item) {
                flush()
                blocks.append(item)
            } else {
                loose.append(item)
            }
        }
        flush()
        var children: [Node] = []
        for block in blocks {
            if style.isGrouped || !children.isEmpty { children.append(blankRow()) }
            children.append(block)
        }
        let stack = Node(StackElement(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .center, spacing: 0), children: children, in: context)
        let scroll = Node(ScrollElement(axes: .vertical), children: [stack], in: context)
        guard style.isGrouped, drawsBackground else { return scroll }
        return Node(SurfaceElement(surface: Surface(form: .rectangle, fill: Color(named: "systemGroupedBackground").paint, isBackdrop: true)), children: CollectionOfOne(scroll), in: context)
    }

    /// A section: its header, its rows in the style's block, its footer.
    func section(header: [Node], rows: [Node], footer: [Node]) -> Node {
        let textInset = style.hasCards ? 2 * margin : margin
        var children = header.map { inset($0, by: textInset) }
        if !rows.isEmpty { children.append(rowsBlock(rows)) }
        children += footer.map { inset($0, by: textInset) }
        return Node(SectionElement(), children: children, in: context)
    }

    /// Rows with a line between two, as the style draws them together.
    private func rowsBlock(_ rows: [Node]) -> Node {
        var children: [Node] = []
        for (index, row) in rows.enumerated() {
            if index > 0, !ListRowElement.hidesSeparator(rows[index - 1]), !ListRowElement.hidesSeparator(row) {
                children.append(Node(DividerElement(lineAxis: .horizontal), in: context))
            }
            children.append(style.hasCards ? fill(row) : inset(row, by: margin))
        }
        if style == .grouped {
            children.insert(Node(DividerElement(lineAxis: .horizontal), in: context), at: 0)
            children.append(Node(DividerElement(lineAxis: .horizontal), in: context))
        }
        let stack = Node(StackElement(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .center, spacing: 0), children: children, in: context)
        switch style {
        case .insetGrouped, .sidebar:
            // The card's outline takes the cells around its rows: a row's text is 16 pt
            // inside the card, the card 16 pt inside the list.
            let padded = Node(PaddingElement(insets: CellInsets(top: 1, leading: margin, bottom: 1, trailing: margin)), children: [stack], in: context)
            let card = Node(SurfaceElement(surface: Surface(form: .roundedRectangle, fill: Color(named: "secondarySystemGroupedBackground").paint)), children: CollectionOfOne(padded), in: context)
            return inset(card, by: margin)
        case .grouped:
            let section = Node(SurfaceElement(surface: Surface(form: .rectangle, fill: Color(named: "secondarySystemGroupedBackground").paint, isBackdrop: true)), children: CollectionOfOne(stack), in: context)
            return fill(section)
        case .plain, .inset:
            return stack
        }
    }

    /// A row as wide as the list, its content at the leading edge.
    private func fill(_ row: Node) -> Node {
        Node(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: CellLayout.unbounded, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .leading), children: [row], in: context)
    }

    /// A row inset by `cells` on both sides, as wide as the list.
    private func inset(_ row: Node, by cells: Int) -> Node {
        let padded = Node(PaddingElement(insets: CellInsets(top: 0, leading: cells, bottom: 0, trailing: cells)), children: [row], in: context)
        return fill(padded)
    }

    private func blankRow() -> Node {
        Node(SpacerElement(minLength: 1, axis: .vertical), in: context)
    }
}
