import Foundation
import RenderFormat

/// Colors along a line, for the gradient styles. A text render paints no surface, so
/// the semantics name a gradient by its colors: `linearGradient(blue→purple)`.
public struct Gradient: Hashable, Sendable {
    /// A color and where along the gradient it is, from 0 to 1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colors spread evenly from start to end.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        self.stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// `linearGradient(blue→purple)`: how the semantics name a gradient of a kind.
    func paint(_ kind: String) -> Paint {
        .composed(prefix: kind + "(", parts: stops.map(\.color.paint), separator: "→", suffix: ")")
    }
}

/// The gradient a color makes of itself (`Color.blue.gradient`), named after the color.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let base: Color
    public init(_ gradient: Gradient) { base = gradient.stops.first?.color ?? .clear }
    init(color: Color) { base = color }
    public var _paint: _Paint { _Paint(.composed(prefix: "", parts: [base.paint], separator: "", suffix: ".gradient")) }
}

extension Color {
    /// A gradient from this color, as iOS 16 offers it.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A gradient along a line. As a view it fills what it is offered, as `Color` does.
public nonisolated struct LinearGradient: ShapeStyle, PrimitiveView {
    let gradient: Gradient

    public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
    }

    public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public nonisolated var _paint: _Paint { _Paint(gradient.paint("linearGradient")) }
    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) { nodes.append(FillElement.node(for: .linear, style: _paint.paint, in: context)) }
}

/// A gradient from a center outwards.
public nonisolated struct RadialGradient: ShapeStyle, PrimitiveView {
    let gradient: Gradient

    public nonisolated init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
    }

    public nonisolated init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public nonisolated var _paint: _Paint { _Paint(gradient.paint("radialGradient")) }
    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) { nodes.append(FillElement.node(for: .radial, style: _paint.paint, in: context)) }
}

/// A gradient around a center, as a color wheel is.
public nonisolated struct AngularGradient: ShapeStyle, PrimitiveView {
    let gradient: Gradient

    public nonisolated init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }

    public nonisolated init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public nonisolated init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.gradient = gradient
    }

    public nonisolated init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public nonisolated var _paint: _Paint { _Paint(gradient.paint("angularGradient")) }
    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) { nodes.append(FillElement.node(for: .angular, style: _paint.paint, in: context)) }
}

/// A radial gradient stretched to the shape it fills.
public nonisolated struct EllipticalGradient: ShapeStyle, PrimitiveView {
    let gradient: Gradient

    public nonisolated init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
    }

    public nonisolated init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public nonisolated var _paint: _Paint { _Paint(gradient.paint("ellipticalGradient")) }
    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) { nodes.append(FillElement.node(for: .elliptical, style: _paint.paint, in: context)) }
}

// The style forms: `.fill(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))`.
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
