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
///
/// A row's own insets, the space between rows and sections, section lines and content
/// margins (`listRowInsets`, `listRowSpacing`, `listSectionSpacing`,
/// `listSectionSeparator`, `contentMargins`) change these as they change iOS's.
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
        let margins = context.environment.contentMargins
        var children: [Node] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 {
                children += blankRows(SectionElement.spacingRows(block) ?? sectionSpacingRows)
            } else if let top = margins.top {
                children += blankRows(context.cells(points: Double(top), along: .vertical))
            } else if style.isGrouped {
                children += blankRows(1)
            }
            children.append(block)
        }
        if let bottom = margins.bottom {
            children += blankRows(context.cells(points: Double(bottom), along: .vertical))
        }
        var stack = column(children)
        if !style.hasCards, margins.hasHorizontal {
            // The plain styles' content margins: the whole column that far in.
            let insets = CellInsets(top: 0, leading: margins.cells(in: context).leading, bottom: 0, trailing: margins.cells(in: context).trailing)
            stack = Node(PaddingElement(insets: insets), children: [stack], in: context)
        }
        let scroll = Node(ScrollElement(axes: .vertical), children: [stack], in: context)
        guard style.isGrouped, drawsBackground else { return scroll }
        return Node(SurfaceElement(surface: Surface(form: .rectangle, fill: Color(named: "systemGroupedBackground").paint, isBackdrop: true)), children: CollectionOfOne(scroll), in: context)
    }

    /// A section: its header, its rows in the style's block, its footer.
    func section(header: [Node], rows: [Node], footer: [Node]) -> Node {
        let textInsets = style.hasCards
            ? CellInsets(top: 0, leading: cardInsets.leading + margin, bottom: 0, trailing: cardInsets.trailing + margin)
            : CellInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        var children = header.map { inset($0, insets: textInsets) }
        if !rows.isEmpty { children.append(rowsBlock(rows)) }
        children += footer.map { inset($0, insets: textInsets) }
        return Node(SectionElement(spacingRows: sectionSpacingRows), children: children, in: context)
    }

    /// Blank rows between sections: one, or what `listSectionSpacing` set.
    private var sectionSpacingRows: Int {
        guard let points = context.environment.listSectionSpacing.points else { return 1 }
        return context.cells(points: Double(points), along: .vertical)
    }

    /// How far cards sit from the list's edges: 16 pt, or the content margins.
    private var cardInsets: CellInsets {
        let margins = context.environment.contentMargins
        return CellInsets(
            top: 0,
            leading: margins.leading.map { context.cells(points: Double($0), along: .horizontal) } ?? margin,
            bottom: 0,
            trailing: margins.trailing.map { context.cells(points: Double($0), along: .horizontal) } ?? margin
        )
    }

    /// Rows with a line between two, as the style draws them together. A row's own
    /// insets (`listRowInsets`) take the style's place; with `listRowSpacing`, rows are
    /// that far apart, each its own card in the card styles.
    private func rowsBlock(_ rows: [Node]) -> Node {
        let rowSpacing = context.environment.listRowSpacing
        if style.hasCards, let rowSpacing, rowSpacing > 0, rows.count > 1 {
            let gap = context.cells(points: Double(rowSpacing), along: .vertical)
            var cards: [Node] = []
            for row in rows {
                if !cards.isEmpty { cards += blankRows(gap) }
                cards.append(rowsBlock([row]))
            }
            return column(cards)
        }
        // Rows of their own insets are padded one by one, the lines with the style's.
        let ownInsets = rows.contains { ListRowElement.insets($0) != nil }
        let gap = style.hasCards ? 0 : rowSpacing.map { context.cells(points: Double($0), along: .vertical) } ?? 0
        var children: [Node] = []
        for (index, row) in rows.enumerated() {
            if index > 0 {
                if !ListRowElement.hidesSeparator(rows[index - 1]), !ListRowElement.hidesSeparator(row) {
                    children.append(divider(padded: style.hasCards && ownInsets))
                }
                children += blankRows(gap)
            }
            children.append(place(row, ownInsets: ownInsets))
        }
        let separators = context.environment.listSectionSeparators
        if !style.hasCards {
            // Lines above and below the section: `.grouped` draws them unless hidden,
            // the plain styles only when asked.
            if separators.top == .visible || (style == .grouped && separators.top != .hidden) {
                children.insert(divider(padded: false), at: 0)
            }
            if separators.bottom == .visible || (style == .grouped && separators.bottom != .hidden) {
                children.append(divider(padded: false))
            }
        }
        let stack = column(children)
        switch style {
        case .insetGrouped, .sidebar:
            // The card's outline takes the cells around its rows: a row's text is 16 pt
            // inside the card, the card 16 pt inside the list.
            let inner = ownInsets ? 0 : margin
            let padded = Node(PaddingElement(insets: CellInsets(top: 1, leading: inner, bottom: 1, trailing: inner)), children: [stack], in: context)
            let card = Node(SurfaceElement(surface: Surface(form: .roundedRectangle, fill: Color(named: "secondarySystemGroupedBackground").paint)), children: CollectionOfOne(padded), in: context)
            return inset(card, insets: cardInsets)
        case .grouped:
            let section = Node(SurfaceElement(surface: Surface(form: .rectangle, fill: Color(named: "secondarySystemGroupedBackground").paint, isBackdrop: true)), children: CollectionOfOne(stack), in: context)
            return fill(section)
        case .plain, .inset:
            return stack
        }
    }

    /// A row where its block puts it: across the card, or inset by the style's 16 pt or
    /// by its own insets.
    private func place(_ row: Node, ownInsets: Bool) -> Node {
        if style.hasCards, !ownInsets { return fill(row) }
        let standard = CellInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        return inset(row, insets: ListRowElement.insets(row) ?? standard)
    }

    /// A line between rows, 16 pt in from each side where the rows are padded one by one.
    private func divider(padded: Bool) -> Node {
        let line = Node(DividerElement(lineAxis: .horizontal), in: context)
        return padded ? inset(line, insets: CellInsets(top: 0, leading: margin, bottom: 0, trailing: margin)) : line
    }

    private func column(_ children: [Node]) -> Node {
        Node(StackElement(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .center, spacing: 0), children: children, in: context)
    }

    /// A row as wide as the list, its content at the leading edge.
    private func fill(_ row: Node) -> Node {
        Node(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: CellLayout.unbounded, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .leading), children: [row], in: context)
    }

    /// A row inset by `insets`, as wide as the list.
    private func inset(_ row: Node, insets: CellInsets) -> Node {
        let padded = Node(PaddingElement(insets: insets), children: [row], in: context)
        return fill(padded)
    }

    /// `count` blank rows; none for zero.
    private func blankRows(_ count: Int) -> [Node] {
        count > 0 ? [Node(SpacerElement(minLength: count, axis: .vertical), in: context)] : []
    }
}
