import CoreGraphics
import Foundation

extension Edge {
    /// A corner of a rectangle (iOS 26).
    public enum Corner: Hashable, Sendable, CaseIterable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// How a corner is drawn: square, rounded by a radius, or concentric to the
        /// container's corner. A number is a fixed radius (`0` is square).
        public struct Style: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            enum Kind: Hashable, Sendable {
                case fixed(CGFloat)
                case concentric(minimum: CGFloat?)
            }

            let kind: Kind

            public static func fixed(_ radius: CGFloat) -> Style { Style(kind: .fixed(radius)) }

            /// A radius that shares its center with the container's corner.
            public static var concentric: Style { Style(kind: .concentric(minimum: nil)) }

            /// Concentric, never smaller than `minimum` (a fixed radius).
            public static func concentric(minimum: Style? = nil) -> Style {
                guard let minimum else { return .concentric }
                switch minimum.kind {
                case let .fixed(radius): return Style(kind: .concentric(minimum: radius))
                case .concentric: return minimum
                }
            }

            public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
            public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
            init(kind: Kind) { self.kind = kind }

            /// How the semantics name it: the radius, or `concentric` (with its minimum).
            var name: String {
                switch kind {
                case let .fixed(radius): PointLength(radius).tokenName
                case let .concentric(minimum?): "concentric≥\(PointLength(minimum).tokenName)"
                case .concentric(nil): "concentric"
                }
            }

            var isSquare: Bool { kind == .fixed(0) }

            /// The radius a path draws with: a concentric corner's container is not
            /// modeled, so it takes its minimum.
            var drawnRadius: CGFloat {
                switch kind {
                case let .fixed(radius): radius
                case let .concentric(minimum): minimum ?? 0
                }
            }
        }
    }
}

/// A rectangle whose corners are square, rounded, or concentric to its container's
/// (iOS 26), as a sheet's follow the screen's. Drawn rounded unless every corner is
/// square; the semantics name each corner's style (`cornerRadius=concentric`), since
/// the container's radius is the device's, which a text render does not model.
public nonisolated struct ConcentricRectangle: InsettableShape {
    let topLeading: Edge.Corner.Style
    let topTrailing: Edge.Corner.Style
    let bottomLeading: Edge.Corner.Style
    let bottomTrailing: Edge.Corner.Style

    /// Concentric corners, each on its own.
    public init() {
        self.init(topLeadingCorner: .concentric, topTrailingCorner: .concentric, bottomLeadingCorner: .concentric, bottomTrailingCorner: .concentric)
    }

    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init(topLeadingCorner: corners, topTrailingCorner: corners, bottomLeadingCorner: corners, bottomTrailingCorner: corners)
    }

    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        topLeading = topLeadingCorner
        topTrailing = topTrailingCorner
        bottomLeading = bottomLeadingCorner
        bottomTrailing = bottomTrailingCorner
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
                  bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformLeadingCorners, topTrailingCorner: uniformTrailingCorners,
                  bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: uniformTrailingCorners)
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
                  bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }

    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
                  bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    private var corners: [Edge.Corner.Style] { [topLeading, topTrailing, bottomTrailing, bottomLeading] }

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: corners.map(\.drawnRadius).max() ?? 0)
    }

    public nonisolated func inset(by amount: CGFloat) -> ConcentricRectangle { self }

    public nonisolated var _shapeDescription: _ShapeDescription {
        guard !corners.allSatisfy(\.isSquare) else { return _ShapeDescription(form: .rectangle, cornerRadius: nil) }
        let names = corners.map(\.name)
        return _ShapeDescription(form: .concentricRectangle, cornerRadius: Set(names).count == 1 ? names[0] : names.joined(separator: ","))
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A rectangle with every corner in one style (iOS 26).
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}
