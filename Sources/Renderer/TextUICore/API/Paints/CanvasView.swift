import CoreGraphics
import Foundation

/// Immediate-mode drawing: SwiftUI's `Canvas`. The renderer runs once, for the size the
/// layout gives, into a context that records what it draws: texts it draws land at
/// their points on the grid; paths it fills or strokes, and images, are counted in the
/// semantics (`Canvas paths=2 images=1`), since a grid does not trace curves.
public nonisolated struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
    }

    @MainActor public var body: some View {
        GeometryReader { proxy in
            let drawing = GraphicsContext.record(size: proxy.size, renderer)
            ZStack(alignment: .topLeading) {
                Color.clear
                ForEach(drawing.texts.indices, id: \.self) { index in
                    drawing.texts[index].text.position(drawing.texts[index].point)
                }
            }
            .modifier(_SemanticsKindModifier(kind: "Canvas", printsSize: true))
            .modifier(_SemanticsModifier { semantics, _ in
                semantics.properties.append(("paths", "\(drawing.paths)"))
                if drawing.images > 0 { semantics.properties.append(("images", "\(drawing.images)")) }
            })
        }
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

/// What a `Canvas` draws with. Drawing is recorded, not rasterized: see `Canvas`.
public struct GraphicsContext {
    /// How a path is filled or stroked.
    public struct Shading: Sendable {
        let paint: Paint
        public static func color(_ color: Color) -> Shading { Shading(paint: color.paint) }
        public static func style(_ style: some ShapeStyle) -> Shading { Shading(paint: style._paint.paint) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading { Shading(paint: gradient.paint("linearGradient")) }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading { Shading(paint: gradient.paint("radialGradient")) }
        public static let foreground = Shading(paint: .named("foreground"))
    }

    /// A blend mode for what is drawn next.
    public struct BlendMode: Sendable, Hashable {
        let name: String
        public static let normal = BlendMode(name: "normal")
        public static let multiply = BlendMode(name: "multiply")
        public static let screen = BlendMode(name: "screen")
        public static let plusLighter = BlendMode(name: "plusLighter")
    }

    final class Recording {
        var texts: [(text: Text, point: CGPoint)] = []
        var paths = 0
        var images = 0
    }

    let recording: Recording
    var transform = CGAffineTransform.identity
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal

    static func record(size: CGSize, _ renderer: (inout GraphicsContext, CGSize) -> Void) -> Recording {
        var context = GraphicsContext(recording: Recording())
        renderer(&context, size)
        return context.recording
    }

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.paths += 1
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        recording.paths += 1
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recording.paths += 1
    }

    /// A text at a point: drawn there, its anchor at the point.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.texts.append((text, point.applying(transform)))
    }

    public func draw(_ text: Text, in rect: CGRect) {
        recording.texts.append((text, CGPoint(x: rect.midX, y: rect.midY).applying(transform)))
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.images += 1
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.images += 1
    }

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

    /// Draws into a copy of the context, as a layer.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Options for `clip(to:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }
}
