import RenderFormat
import Foundation
import CoreGraphics

/// A length the code passed as a number (`VStack(spacing: 8)`, `theme.spacing.lg` as
/// a `CGFloat`): converted to cells by the device's one rule, and named in the
/// semantics by its points (`cornerRadius=16`), never by a token it might equal.
@usableFromInline
struct PointLength: _SpacingValue, _DimensionValue, _CornerRadiusValue, _BorderWidthValue {
    let points: Double

    @usableFromInline
    init(_ points: CGFloat) {
        self.points = Double(points)
    }

    @usableFromInline
    var tokenName: String { ValueNames.points(points) }

    @usableFromInline
    func points(in environment: EnvironmentValues) -> Double { points }
}
