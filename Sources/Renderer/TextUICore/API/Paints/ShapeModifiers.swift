import CoreGraphics
import Foundation

// Shapes made from shapes, as SwiftUI returns them from `offset`, `rotation`, `scale`
// and `trim` on a shape. They stay shapes, so `.fill` and `.stroke` still apply; the
// render draws them as the shape they were made from.

/// A shape moved within its frame.
public nonisolated struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public nonisolated init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    public nonisolated var _shapeDescription: _ShapeDescription { shape._shapeDescription }
}

/// A shape turned about an anchor.
public nonisolated struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public nonisolated init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchor, in: rect))
    }

    public nonisolated var _shapeDescription: _ShapeDescription { shape._shapeDescription }
}

/// A shape scaled about an anchor.
public nonisolated struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public nonisolated init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: rect))
    }

    public nonisolated var _shapeDescription: _ShapeDescription { shape._shapeDescription }
}

extension CGAffineTransform {
    /// This transform applied about a point of `rect` rather than its origin.
    fileprivate func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }
}

/// A part of a shape's outline, from one fraction of it to another; a progress ring is
/// one. The render draws the whole outline and names the part (`trim=0…0.75`).
public nonisolated struct _TrimmedShape<Content: Shape>: Shape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public nonisolated var _shapeDescription: _ShapeDescription { shape._shapeDescription }
}

extension Shape {
    public nonisolated func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    public nonisolated func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

// `.rect(cornerRadii:)` and the uneven rounded rectangle iOS 17 added.

/// Four corner radii, from top leading round to top trailing.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners round each by its own radius; drawn rounded when any is.
public nonisolated struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public nonisolated init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public nonisolated init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: max(cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomLeading, cornerRadii.bottomTrailing))
    }

    public nonisolated func inset(by amount: CGFloat) -> UnevenRoundedRectangle { self }

    public nonisolated var _shapeDescription: _ShapeDescription {
        let radii = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
        guard radii.contains(where: { $0 > 0 }) else { return _ShapeDescription(form: .rectangle, cornerRadius: nil) }
        return _ShapeDescription(form: .roundedRectangle, cornerRadius: radii.map { PointLength($0).tokenName }.joined(separator: ","))
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

/// Any shape behind one type, for a ternary between two shapes.
public nonisolated struct AnyShape: Shape {
    private let makePath: @Sendable (CGRect) -> Path
    private let description: _ShapeDescription

    public nonisolated init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        description = shape._shapeDescription
    }

    public nonisolated func path(in rect: CGRect) -> Path { makePath(rect) }

    public nonisolated var _shapeDescription: _ShapeDescription { description }
}

extension View {
    /// The shape containers inside clip to; named (`containerShape=RoundedRectangle`),
    /// since the grid draws no clip.
    nonisolated public func containerShape(_ shape: some InsettableShape) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("containerShape", String(describing: type(of: shape))))
    }
}
