import Foundation
import SwiftUI
import TextUI

/// The chart's scales and plot, for an overlay or a background
/// (`chartOverlay { proxy in ... }`): it answers from the picture as drawn, in points,
/// relative to the plot's top-leading corner. A position is a cell's center.
public struct ChartProxy {
    let geometry: PlotGeometry?

    private var pointsPerColumn: Double { geometry?.pointsPerColumn ?? 8 }
    private var pointsPerRow: Double { geometry?.pointsPerRow ?? 16 }

    /// The plot's frame in the chart, in points.
    private var plotRect: CGRect {
        guard let geometry else { return .zero }
        return CGRect(
            x: Double(geometry.left) * pointsPerColumn,
            y: Double(geometry.top) * pointsPerRow,
            width: Double(geometry.width) * pointsPerColumn,
            height: Double(geometry.rows + (geometry.hasAxisRow ? 1 : 0)) * pointsPerRow
        )
    }

    /// The plot's frame, which a `GeometryProxy` in the overlay reads back.
    public var plotFrame: Anchor<CGRect>? {
        geometry.map { _ in Anchor(knownValue: plotRect) }
    }

    /// The plot's frame, as iOS 16 names it.
    public var plotAreaFrame: Anchor<CGRect> {
        Anchor(knownValue: plotRect)
    }

    public var plotSize: CGSize { plotRect.size }
    public var plotAreaSize: CGSize { plotRect.size }

    /// The x position of a value: the center of the column it is drawn in.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        guard let geometry, geometry.xScale.kind != .none, let column = geometry.column(PlotValue(value)) else { return nil }
        return CGFloat((Double(column) + 0.5) * pointsPerColumn)
    }

    /// The y position of a value: the center of the row it is drawn in.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        guard let geometry, geometry.yScale.kind != .none, let k = geometry.k(PlotValue(value)) else { return nil }
        return CGFloat((Double(geometry.rows - k) + 0.5) * pointsPerRow)
    }

    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: point.x), let y = position(forY: point.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The columns a value's band takes, for a category.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        guard let geometry, let band = geometry.xScale.band(PlotValue(value)) else { return nil }
        return CGFloat(geometry.u(band.start) * pointsPerColumn)...CGFloat(geometry.u(band.end) * pointsPerColumn)
    }

    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        guard let geometry, let band = geometry.yScale.band(PlotValue(value)) else { return nil }
        let top = Double(geometry.rows) - geometry.level(1 - band.start)
        let bottom = Double(geometry.rows) - geometry.level(1 - band.end)
        return CGFloat(top * pointsPerRow)...CGFloat(bottom * pointsPerRow)
    }

    /// The x value at a position.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let geometry, geometry.width > 0 else { return nil }
        let span = Double(geometry.width) - geometry.xPadding.start - geometry.xPadding.end
        guard span > 0 else { return nil }
        let fraction = (Double(position) / pointsPerColumn - geometry.xPadding.start) / span
        return geometry.xScale.value(atFraction: fraction)?.as(type)
    }

    /// The y value at a position.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let geometry, geometry.rows > 0 else { return nil }
        let span = Double(geometry.rows) - geometry.yPadding.start - geometry.yPadding.end
        guard span > 0 else { return nil }
        var fraction = (Double(geometry.rows) - Double(position) / pointsPerRow - geometry.yPadding.start) / span
        if geometry.yScale.kind == .category { fraction = 1 - fraction }
        return geometry.yScale.value(atFraction: fraction)?.as(type)
    }

    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: position.x, as: X.self), let y = value(atY: position.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// The sector value at an angle: nothing is selected in a still picture.
    public func value<P: Plottable>(atAngle angle: Angle, as type: P.Type = P.self) -> P? { nil }

    /// Selects on a device; a still picture selects nothing.
    public func selectXValue(at position: CGFloat) {}
    public func selectYValue(at position: CGFloat) {}
    public func selectXRange(from startPosition: CGFloat, to endPosition: CGFloat) {}
    public func selectYRange(from startPosition: CGFloat, to endPosition: CGFloat) {}
    public func selectAngleValue(at position: CGPoint) {}
}
