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
    let cornerRadius: any CornerRadiusValue

    public init(cornerRadius: some CornerRadiusValue) {
        self.cornerRadius = cornerRadius
    }

    public var _shapeDescription: _ShapeDescription {
        _ShapeDescription(form: .roundedRectangle, cornerRadius: cornerRadius.tokenName)
    }
}

public struct Capsule: Shape, PrimitiveView {
    public init() {}
    public var _shapeDescription: _ShapeDescription { _ShapeDescription(form: .capsule, cornerRadius: nil) }
}

public struct Circle: Shape, PrimitiveView {
    public init() {}
    public var _shapeDescription: _ShapeDescription { _ShapeDescription(form: .circle, cornerRadius: nil) }
}

extension PrimitiveView where Self: Shape {
    /// A bare shape is filled with the foreground color.
    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let description = _shapeDescription
        nodes.append(ShapeView.node(form: description.form, style: .fill, color: context.environment.foregroundStyle?.tokenName, cornerRadius: description.cornerRadius, weightName: nil, in: context))
    }
}

/// A shape filled or stroked with a color token.
public struct ShapeView: PrimitiveView {
    let description: _ShapeDescription
    let color: String
    /// Nil for a filled shape.
    let lineWidth: (any BorderWidthValue)?

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        guard let lineWidth else {
            nodes.append(Self.node(form: description.form, style: .fill, color: color, cornerRadius: description.cornerRadius, weightName: nil, in: context))
            return
        }
        let weight = BoxStyle.Weight(points: lineWidth.points(in: context.environment))
        nodes.append(Self.node(form: description.form, style: .stroke(weight), color: color, cornerRadius: description.cornerRadius, weightName: lineWidth.tokenName, in: context))
    }

    static func node(form: ShapeElement.Form, style: ShapeElement.Style, color: String?, cornerRadius: String?, weightName: String?, in context: ResolveContext) -> Node {
        let node = Node(.shape(ShapeElement(form: form, style: style)), in: context)
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
    /// The shape filled with a color: drawn only when it is small enough to be a mark.
    public func fill(_ color: some ColorValue) -> ShapeView {
        ShapeView(description: _shapeDescription, color: color.tokenName, lineWidth: nil)
    }

    /// The shape's outline, in a line weight that follows the border width's points.
    public func stroke(_ color: some ColorValue, lineWidth: some BorderWidthValue) -> ShapeView {
        ShapeView(description: _shapeDescription, color: color.tokenName, lineWidth: lineWidth)
    }
}
