import Foundation
import RenderFormat

/// A shape: filled, it marks a spot (a small circle is a dot); stroked, it outlines a
/// box, rounded when it has a corner radius. A team's own shape (`path(in:)`) is named
/// by its type; its path is not drawn on a grid of characters.
public protocol Shape: Sendable, Animatable, View {
    /// The outline in a rectangle, in points.
    nonisolated func path(in rect: CGRect) -> Path

    /// The size the shape wants for a proposal; by default, the proposal.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// What TextUI draws for the shape; TextUI's shapes say, others are named by type.
    nonisolated var _shapeDescription: _ShapeDescription { get }
}

extension Shape {
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public nonisolated var _shapeDescription: _ShapeDescription {
        _ShapeDescription(form: .custom(String(describing: Self.self)), cornerRadius: nil)
    }

    /// A bare shape is filled with the foreground style.
    public var body: _ShapeView { fill() }

    public func _resolve(_ input: _ResolveInput, into output: inout _ResolveOutput) {
        let description = _shapeDescription
        let context = input.context
        output.nodes.append(_ShapeView.node(form: description.form, style: .fill, color: context.environment.foregroundStyle, cornerRadius: description.cornerRadius, weightName: nil, in: context))
    }
}

/// A shape that can be drawn inset, so a border stays within its frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// Opaque outside TextUI.
public struct _ShapeDescription: Sendable {
    let form: ShapeElement.Form
    let cornerRadius: String?
}

public nonisolated struct Rectangle: InsettableShape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    public nonisolated func inset(by amount: CGFloat) -> Rectangle { self }
    public nonisolated var _shapeDescription: _ShapeDescription { _ShapeDescription(form: .rectangle, cornerRadius: nil) }
}

public nonisolated struct RoundedRectangle: InsettableShape {
    let cornerRadius: any _CornerRadiusValue
    let points: CGFloat?

    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = PointLength(cornerRadius)
        self.points = cornerRadius
    }

    /// Corners of one width and height; the semantics name the width.
    public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = PointLength(cornerSize.width)
        self.points = cornerSize.width
    }

    /// A design system's corner radius, named by its token (`DesignTokens`'
    /// `RoundedRectangle`).
    package nonisolated init(cornerRadiusToken cornerRadius: any _CornerRadiusValue) {
        self.cornerRadius = cornerRadius
        self.points = nil
    }

    public nonisolated func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: points ?? 0) }
    public nonisolated func inset(by amount: CGFloat) -> RoundedRectangle { self }

    public nonisolated var _shapeDescription: _ShapeDescription {
        _ShapeDescription(form: .roundedRectangle, cornerRadius: cornerRadius.tokenName)
    }
}

/// How a rounded corner bends; a text render draws both alike.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular
    case continuous
}

public nonisolated struct Capsule: InsettableShape {
    public nonisolated init(style: RoundedCornerStyle = .continuous) {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    public nonisolated func inset(by amount: CGFloat) -> Capsule { self }
    public nonisolated var _shapeDescription: _ShapeDescription { _ShapeDescription(form: .capsule, cornerRadius: nil) }
}

public nonisolated struct Circle: InsettableShape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public nonisolated func inset(by amount: CGFloat) -> Circle { self }
    public nonisolated var _shapeDescription: _ShapeDescription { _ShapeDescription(form: .circle, cornerRadius: nil) }
}

/// Drawn as a circle is: a mark when small, an outline when large.
public nonisolated struct Ellipse: InsettableShape {
    public nonisolated init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public nonisolated func inset(by amount: CGFloat) -> Ellipse { self }
    public nonisolated var _shapeDescription: _ShapeDescription { _ShapeDescription(form: .circle, cornerRadius: nil) }
}

// As in SwiftUI: `.clipShape(.capsule)`, `.background(.red, in: .rect(cornerRadius: 8))`.
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

/// A shape filled or stroked with a style, as `fill` and `stroke` return it; filled
/// and then stroked, it draws the outline and names the fill (`fill=blue`).
public nonisolated struct _ShapeView: PrimitiveView {
    let description: _ShapeDescription
    /// Nil for the foreground style.
    let color: Paint?
    /// Nil for a filled shape.
    let lineWidth: (any _BorderWidthValue)?
    /// The fill under a stroke, when the shape was filled first.
    var underFill: Paint? = nil
    /// A dashed stroke's pattern, in points.
    var dash: [CGFloat] = []

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let color = color ?? context.environment.foregroundStyle
        guard let lineWidth else {
            nodes.append(Self.node(form: description.form, style: .fill, color: color, cornerRadius: description.cornerRadius, weightName: nil, in: context))
            return
        }
        let weight = BoxStyle.Weight(points: lineWidth.points(in: context.environment))
        let node = Self.node(form: description.form, style: .stroke(weight), color: color, cornerRadius: description.cornerRadius, weightName: lineWidth.tokenName, isDashed: !dash.isEmpty, in: context)
        if let underFill { node.semantics.properties.append(("fill", underFill)) }
        if !dash.isEmpty { node.semantics.properties.append(("dash", dash.map { ValueNames.points(Double($0)) }.joined(separator: ","))) }
        nodes.append(node)
    }

    @MainActor static func node(form: ShapeElement.Form, style: ShapeElement.Style, color: Paint?, cornerRadius: String?, weightName: String?, isDashed: Bool = false, in context: ResolveContext) -> Node {
        let node = Node(ShapeElement(form: form, style: style, isDashed: isDashed), in: context)
        node.semantics.color = color
        if cornerRadius != nil || weightName != nil {
            // Made whole, then set: appending one at a time grew the array twice.
            var properties: [(String, SemanticValue)] = []
            properties.reserveCapacity(2)
            if let cornerRadius { properties.append(("cornerRadius", cornerRadius)) }
            if let weightName { properties.append(("lineWidth", weightName)) }
            node.semantics.properties = properties
        }
        return node
    }

    @MainActor fileprivate func stroked(_ style: Paint?, lineWidth: any _BorderWidthValue, dash: [CGFloat] = []) -> _ShapeView {
        _ShapeView(description: description, color: style, lineWidth: lineWidth, underFill: self.lineWidth == nil ? (color ?? .named("foreground")) : underFill, dash: dash)
    }

    // iOS 17's shape views: a filled shape can be stroked, and the other way round.
    @MainActor public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        stroked(content._paint.paint, lineWidth: PointLength(lineWidth))
    }

    @MainActor public func stroke(_ content: some ShapeStyle, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        stroked(content._paint.paint, lineWidth: PointLength(style.lineWidth), dash: style.dash)
    }

    @MainActor public func strokeBorder(_ content: some ShapeStyle = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        stroked(content._paint.paint, lineWidth: PointLength(lineWidth))
    }

    @MainActor public func strokeBorder(_ content: some ShapeStyle = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        stroked(content._paint.paint, lineWidth: PointLength(style.lineWidth), dash: style.dash)
    }

    @MainActor public func fill(_ content: some ShapeStyle = .foreground, style: FillStyle = FillStyle()) -> _ShapeView {
        guard lineWidth != nil else { return _ShapeView(description: description, color: content._paint.paint, lineWidth: nil) }
        var view = self
        view.underFill = content._paint.paint
        return view
    }
}

/// How a path's inside is worked out; the render fills nothing, so it is kept only.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Shape {
    /// The shape filled with a style: drawn only when it is small enough to be a mark.
    nonisolated public func fill(_ content: some ShapeStyle, style: FillStyle = FillStyle()) -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: content._paint.paint, lineWidth: nil)
    }

    /// The shape filled with the foreground style.
    nonisolated public func fill(style: FillStyle = FillStyle()) -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: nil, lineWidth: nil)
    }

    /// The shape's outline, in a line weight that follows its points: up to 1 light,
    /// up to 2 heavy, more double.
    nonisolated public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: content._paint.paint, lineWidth: PointLength(lineWidth))
    }

    /// The outline drawn with a stroke style; a dash is named.
    nonisolated public func stroke(_ content: some ShapeStyle, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: content._paint.paint, lineWidth: PointLength(style.lineWidth), dash: style.dash)
    }

    nonisolated public func stroke(style: StrokeStyle) -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: nil, lineWidth: PointLength(style.lineWidth), dash: style.dash)
    }

    /// The outline in a design system's border width, named by its token
    /// (`DesignTokens`' `stroke` and `strokeBorder`).
    package func stroke(_ style: some ShapeStyle, lineWidthToken lineWidth: any _BorderWidthValue) -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: style._paint.paint, lineWidth: lineWidth)
    }

    /// The outline in the foreground style.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: nil, lineWidth: PointLength(lineWidth))
    }
}

extension InsettableShape {
    /// The outline drawn inside the shape's frame; on a grid of cells, the same
    /// cells as `stroke`.
    nonisolated public func strokeBorder(_ content: some ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        stroke(content, lineWidth: lineWidth)
    }

    nonisolated public func strokeBorder(_ content: some ShapeStyle, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        stroke(content, style: style)
    }

    nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        stroke(style: style)
    }

    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        stroke(lineWidth: lineWidth)
    }
}
