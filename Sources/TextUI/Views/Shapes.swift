import Foundation

/// A shape a design system draws with: filled, it marks a spot (a small circle is a
/// dot); stroked, it outlines a box, rounded when it has a corner radius.
public protocol Shape: View {
    /// What TextUI draws for the shape; implemented by TextUI's shapes.
    var _shapeDescription: _ShapeDescription { get }
}

/// Opaque outside TextUI.
public struct _ShapeDescription {
    let form: ShapeElement.Form
    let cornerRadius: String?
}

public struct Rectangle: Shape, PrimitiveView {
    public init() {}
    public var _shapeDescription: _ShapeDescription { _ShapeDescription(form: .rectangle, cornerRadius: nil) }
}

public struct RoundedRectangle: Shape, PrimitiveView {
    let cornerRadius: any _CornerRadiusValue

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = PointLength(cornerRadius)
    }

    /// Corners of one width and height; the semantics name the width.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = PointLength(cornerSize.width)
    }

    /// A design system's corner radius, named by its token.
    @_spi(TextUI) public init(cornerRadius: some _CornerRadiusValue, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
    }

    public var _shapeDescription: _ShapeDescription {
        _ShapeDescription(form: .roundedRectangle, cornerRadius: cornerRadius.tokenName)
    }
}

/// How a rounded corner bends; a text render draws both alike.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular
    case continuous
}

public struct Capsule: Shape, PrimitiveView {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var _shapeDescription: _ShapeDescription { _ShapeDescription(form: .capsule, cornerRadius: nil) }
}

public struct Circle: Shape, PrimitiveView {
    public init() {}
    public var _shapeDescription: _ShapeDescription { _ShapeDescription(form: .circle, cornerRadius: nil) }
}

/// Drawn as a circle is: a mark when small, an outline when large.
public struct Ellipse: Shape, PrimitiveView {
    public init() {}
    public var _shapeDescription: _ShapeDescription { _ShapeDescription(form: .circle, cornerRadius: nil) }
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

extension PrimitiveView where Self: Shape {
    /// A bare shape is filled with the foreground color.
    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let description = _shapeDescription
        nodes.append(_ShapeView.node(form: description.form, style: .fill, color: context.environment.foregroundStyle, cornerRadius: description.cornerRadius, weightName: nil, in: context))
    }
}

/// A shape filled or stroked with a style.
public struct _ShapeView: PrimitiveView {
    let description: _ShapeDescription
    /// Nil for the foreground style.
    let color: String?
    /// Nil for a filled shape.
    let lineWidth: (any _BorderWidthValue)?

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let color = color ?? context.environment.foregroundStyle
        guard let lineWidth else {
            nodes.append(Self.node(form: description.form, style: .fill, color: color, cornerRadius: description.cornerRadius, weightName: nil, in: context))
            return
        }
        let weight = BoxStyle.Weight(points: lineWidth.points(in: context.environment))
        nodes.append(Self.node(form: description.form, style: .stroke(weight), color: color, cornerRadius: description.cornerRadius, weightName: lineWidth.tokenName, in: context))
    }

    static func node(form: ShapeElement.Form, style: ShapeElement.Style, color: String?, cornerRadius: String?, weightName: String?, in context: ResolveContext) -> Node {
        let node = Node(ShapeElement(form: form, style: style), in: context)
        node.semantics.color = color
        if cornerRadius != nil || weightName != nil {
            // Made whole, then set: appending one at a time grew the array twice.
            var properties: [(String, String)] = []
            properties.reserveCapacity(2)
            if let cornerRadius { properties.append(("cornerRadius", cornerRadius)) }
            if let weightName { properties.append(("lineWidth", weightName)) }
            node.semantics.properties = properties
        }
        return node
    }
}

extension Shape {
    /// The shape filled with a style: drawn only when it is small enough to be a mark.
    public func fill(_ style: some ShapeStyle) -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: style._styleName, lineWidth: nil)
    }

    /// The shape filled with the foreground style.
    public func fill() -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: nil, lineWidth: nil)
    }

    /// The shape's outline, in a line weight that follows its points: up to 1 light,
    /// up to 2 heavy, more double.
    public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: style._styleName, lineWidth: PointLength(lineWidth))
    }

    /// The outline in a design system's border width, named by its token.
    @_spi(TextUI) public func stroke(_ style: some ShapeStyle, lineWidth: some _BorderWidthValue) -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: style._styleName, lineWidth: lineWidth)
    }

    /// The outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(description: _shapeDescription, color: nil, lineWidth: PointLength(lineWidth))
    }

    /// The outline drawn inside the shape's frame; on a grid of cells, the same
    /// cells as `stroke`.
    public func strokeBorder(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> _ShapeView {
        stroke(style, lineWidth: lineWidth)
    }

    @_spi(TextUI) public func strokeBorder(_ style: some ShapeStyle, lineWidth: some _BorderWidthValue) -> _ShapeView {
        stroke(style, lineWidth: lineWidth)
    }

    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView {
        stroke(lineWidth: lineWidth)
    }
}
