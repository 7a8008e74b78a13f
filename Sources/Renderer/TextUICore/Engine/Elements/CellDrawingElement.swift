import CoreGraphics
import Foundation

// MARK: - The package hook

/// A view that a framework of this package draws cell by cell, for the size the layout
/// gives it (Charts draws a `Chart` with it). It is flexible like a shape: it takes the
/// size it is offered, and its ideal size when offered none. Its semantics are one line
/// of `kind` with `properties`, then a line for each of `lines`, then the lines of the
/// views it places.
///
/// `draw` runs during layout, once per size, on a `CellDrawing.Canvas` of that size: it
/// puts characters with the style they show in (named nowhere, painted in a colored
/// picture), and resolves, measures and places SwiftUI views (labels, annotations,
/// overlays), which then lay out, draw and describe themselves as any view does.
package nonisolated struct CellDrawing: PrimitiveView {
    package typealias Draw = @MainActor (inout Canvas) -> Void

    let kind: String
    let idealSize: CGSize
    let properties: [Property]
    let lines: [Line]
    let drawing: Draw

    /// - Parameter idealSize: in points, turned into cells by the device's one rule.
    package init(kind: String, idealSize: CGSize, properties: [Property] = [], lines: [Line] = [], draw: @escaping Draw) {
        self.kind = kind
        self.idealSize = idealSize
        self.properties = properties
        self.lines = lines
        self.drawing = draw
    }

    /// A `key=value` of a semantics line.
    package struct Property {
        let key: String
        let value: SemanticValue

        /// Printed as it is: `y=3`.
        package static func text(_ key: String, _ value: String) -> Property {
            Property(key: key, value: .text(value))
        }

        /// Printed in quotes, escaped as texts are: `x="Mon"`.
        package static func quoted(_ key: String, _ value: String) -> Property {
            var writer = RenderWriter(capacity: value.utf8.count + 2)
            writer.appendQuoted(value)
            return Property(key: key, value: .text(writer.text))
        }

        /// A style by its name in the render's scheme: `color=blue`.
        package static func style(_ key: String, _ style: some ShapeStyle) -> Property {
            Property(key: key, value: .paint(style._paint.paint))
        }
    }

    /// A line of its own under the view's: `BarMark x="Mon" y=3`.
    package struct Line {
        let kind: String
        let properties: [Property]

        package init(kind: String, properties: [Property]) {
            self.kind = kind
            self.properties = properties
        }
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        var children: [Node] = lines.map { line in
            let node = Node(SemanticsLineElement(), in: context)
            node.semantics.kind = line.kind
            node.semantics.properties = line.properties.map { ($0.key, $0.value) }
            return node
        }
        // The slots of the views placed under and over the picture, filled during layout.
        children.append(Node(FillElement(), in: context))
        children.append(Node(FillElement(), in: context))
        let device = context.environment.device
        let ideal = Size(
            width: device.columns(forPoints: Double(idealSize.width)),
            height: device.rows(forPoints: Double(idealSize.height))
        )
        let state = CellDrawingState(drawing: drawing, context: context.inside(stackAxis: nil))
        let node = Node(CellDrawingElement(kind: kind, idealSize: ideal, state: state), children: children, in: context)
        node.semantics.properties = properties.map { ($0.key, $0.value) }
        nodes.append(node)
    }
}

extension CellDrawing {
    /// What `draw` draws on: a grid of `width` × `height` cells, row 0 at the top.
    package struct Canvas {
        package let width: Int
        package let height: Int
        /// Points a column and a row stand for on the render's device.
        package let pointsPerColumn: Double
        package let pointsPerRow: Double
        /// The environment the view resolved in: its locale, time zone and calendar.
        package let environment: EnvironmentValues

        var cells: [DrawnCell?]
        var behind: [(node: Node, rect: Rect)] = []
        var front: [(node: Node, rect: Rect)] = []
        let context: ResolveContext

        init(width: Int, height: Int, context: ResolveContext) {
            self.width = width
            self.height = height
            let device = context.environment.device
            pointsPerColumn = device.pointsPerColumn
            pointsPerRow = device.pointsPerRow
            environment = context.environment
            self.context = context
            cells = Array(repeating: nil, count: width * height)
        }

        /// Whether a style lets what is under it show: a color of less than full
        /// opacity, `clear`, or a gradient with such a stop.
        package static func isSeeThrough(_ style: any ShapeStyle) -> Bool {
            style._paint.paint.isSeeThrough
        }

        /// Cells a text takes: 2 for a wide glyph, 0 for a combining mark.
        package static func width(of text: String) -> Int {
            DisplayWidth.of(text)
        }

        /// Puts a character in a cell, in `foreground`, over `background` if given (the
        /// lower and upper halves of a cell that two styles share). Outside the grid it
        /// draws nothing.
        package mutating func put(_ character: Character, column: Int, row: Int, foreground: (any ShapeStyle)? = nil, background: (any ShapeStyle)? = nil) {
            guard column >= 0, column < width, row >= 0, row < height else { return }
            let cluster = TextCluster(character: character, width: DisplayWidth.of(character))
            cells[row * width + column] = DrawnCell(cluster: cluster, foreground: foreground?._paint.paint, background: background?._paint.paint)
            // The second half of a wide glyph prints nothing.
            if cluster.width == 2, column + 1 < width { cells[row * width + column + 1] = DrawnCell.continuation }
        }

        /// Resolves a view to place: measure it with `size(of:width:height:)`, then
        /// `place` it. A view never placed is neither drawn nor described.
        @MainActor package func subview(_ view: some View) -> Subview {
            let nodes = Resolver.nodes(for: view, in: context)
            return Subview(node: Resolver.single(nodes, in: context))
        }

        /// The cells a subview takes for a proposal (nil: its ideal).
        @MainActor package func size(of subview: Subview, width: Int?, height: Int?) -> (width: Int, height: Int) {
            let size = subview.node.sizeThatFits(ProposedSize(width: width, height: height))
            return (size.width, size.height)
        }

        /// Places a subview with its top-left corner at a cell, offered `width` ×
        /// `height` cells. `behind` puts it under the picture (a chart's background).
        package mutating func place(_ subview: Subview, column: Int, row: Int, width: Int, height: Int, behind: Bool = false) {
            let rect = Rect(x: column, y: row, width: width, height: height)
            if behind { self.behind.append((subview.node, rect)) } else { front.append((subview.node, rect)) }
        }

        /// Takes the subview out of the semantics: it is a part of the picture that the
        /// view's own lines already say (an axis label).
        package func omitFromSemantics(_ subview: Subview) {
            subview.node.semantics.isOmitted = true
        }
    }

    /// A view resolved to be placed on a canvas.
    package struct Subview {
        let node: Node
    }
}

// MARK: - Reading what views are made of

extension Text {
    /// The text shown, before a render's text case or date formatting: what a framework
    /// that takes a `Text` as a label (a chart's value label) names.
    package var plainText: String { content }
}

extension LocalizedStringKey {
    /// The text a render shows for the key.
    package var plainText: String { text }
}

extension Anchor {
    /// An anchor to a value a framework knows already (a chart's plot frame), which a
    /// `GeometryProxy` reads back as it is.
    package init(knownValue value: Value) {
        self.value = value
    }
}

// MARK: - The element

/// One cell of a drawing: a cluster, and what paints it.
struct DrawnCell {
    let cluster: TextCluster
    let foreground: Paint?
    let background: Paint?

    var isContinuation: Bool { cluster.width == 0 }

    static let continuation = DrawnCell(cluster: TextCluster(character: "\u{200B}", width: 0), foreground: nil, background: nil)
}

/// What a `CellDrawing` made for a size: its cells, and the nodes of the views it
/// placed under and over them.
@MainActor
final class CellDrawingState {
    struct Made {
        let cells: [DrawnCell?]
        let behind: Node
        let front: Node
    }

    private let drawing: CellDrawing.Draw
    private let context: ResolveContext
    private var made: [Size: Made] = [:]

    init(drawing: @escaping CellDrawing.Draw, context: ResolveContext) {
        self.drawing = drawing
        self.context = context
    }

    func made(for size: Size) -> Made {
        if let made = made[size] { return made }
        var canvas = CellDrawing.Canvas(width: size.width, height: size.height, context: context)
        // `draw` reads the environment through `@Environment` in the views it makes.
        EnvironmentValues.withCurrent(context.environment) { drawing(&canvas) }
        let behind = Node(PlacedViewsElement(rects: canvas.behind.map(\.rect)), children: canvas.behind.map(\.node), in: context)
        let front = Node(PlacedViewsElement(rects: canvas.front.map(\.rect)), children: canvas.front.map(\.node), in: context)
        let result = Made(cells: canvas.cells, behind: behind, front: front)
        made[size] = result
        return result
    }
}

/// The element of a `CellDrawing`: see there.
struct CellDrawingElement: Element {
    let kind: String
    let idealSize: Size
    let state: CellDrawingState

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        func length(_ proposed: Int?, _ ideal: Int) -> Int {
            guard let proposed, proposed < CellLayout.unbounded else { return ideal }
            return max(0, proposed)
        }
        return Size(width: length(proposal.width, idealSize.width), height: length(proposal.height, idealSize.height))
    }

    /// Draws for the frame's size, then puts the placed views in the two slots after
    /// the lines, and places them.
    func placeChildren(of node: Node, proposal: ProposedSize) {
        let frame = node.frame
        let made = MainActor.assumeIsolated { state.made(for: Size(width: frame.width, height: frame.height)) }
        let children = node.children
        let slot = children.count - 2
        for (position, child) in [made.behind, made.front].enumerated() {
            child.place(at: (frame.x, frame.y), proposal: ProposedSize(width: frame.width, height: frame.height))
            children.replace(at: slot + position, with: child)
        }
        for line in children.prefix(slot) {
            line.place(at: (frame.x, frame.y), proposal: ProposedSize(width: 0, height: 0))
        }
    }

    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {
        let children = node.children
        let slot = children.count - 2
        pass.draw(children[slot], into: &canvas, clip: clip)
        let made = MainActor.assumeIsolated { state.made(for: Size(width: rect.width, height: rect.height)) }
        let inside = rect.intersection(clip)
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                guard let cell = made.cells[row * rect.width + column], !cell.isContinuation else { continue }
                let x = rect.x + column, y = rect.y + row
                canvas.text(TextLine(clusters: [cell.cluster]), column: x, row: y, clip: inside)
                guard var colors = canvas.colors, cell.foreground != nil || cell.background != nil else { continue }
                let cellRect = Rect(x: x, y: y, width: cell.cluster.width, height: 1)
                let background = cell.background.flatMap { colors.rgb(for: $0.drawn, over: cellRect) }
                let foreground = cell.foreground.flatMap { colors.rgb(for: $0.drawn, over: cellRect) }
                canvas.colors = nil
                colors.paint(cellRect, clip: inside, foreground: foreground, background: background)
                canvas.colors = colors
            }
        }
        pass.draw(children[slot + 1], into: &canvas, clip: clip)
    }

    var clipsChildren: Bool { true }
    var line: SemanticsLinePresence { .always }
    var size: SemanticsSizePresence { .always }
}

extension Paint {
    fileprivate var isSeeThrough: Bool {
        switch self {
        case let .translucent(_, opacity): opacity < 1
        case let .named(name): name == "clear"
        case let .grouped(paint): paint.isSeeThrough
        case let .dynamic(light, _): light.isSeeThrough
        case let .composed(_, parts, _, _): parts.contains { $0.isSeeThrough }
        case .rgb, .asset, .token: false
        }
    }

    /// What a drawing paints for a style: a gradient in its first color, which a cell
    /// of one color can show.
    fileprivate var drawn: Paint {
        if case let .composed(_, parts, _, _) = self, let first = parts.first { return first.drawn }
        return self
    }
}

/// A line of the semantics with nothing drawn: the parts of a drawing it describes.
struct SemanticsLineElement: Element {
    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size { .zero }
    func placeChildren(of node: Node, proposal: ProposedSize) {}
    func draw(_ node: Node, in rect: Rect, into canvas: inout CellCanvas, clip: Rect, pass: DrawPass) {}
    var line: SemanticsLinePresence { .always }
    var size: SemanticsSizePresence { .never }
}

/// Views a drawing placed, each at its own rectangle relative to the drawing's corner.
struct PlacedViewsElement: Element {
    let rects: [Rect]

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let frame = node.frame
        for (child, rect) in zip(node.children, rects) {
            child.place(at: (frame.x + rect.x, frame.y + rect.y), proposal: ProposedSize(width: rect.width, height: rect.height))
        }
    }
}
