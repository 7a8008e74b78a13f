import Foundation
import SwiftUI

/// The data values a scale spans: a closed range of numbers or dates (`0...100`), the
/// categories in order (`["A", "B"]`), or `.automatic`.
public protocol ScaleDomain {
    /// What the chart reads of the domain; the framework's domains implement it.
    var _domain: _ChartScaleDomain { get }
}

/// A domain as the chart reads it; opaque outside Charts.
public struct _ChartScaleDomain {
    enum Kind {
        case automatic(includesZero: Bool?, reversed: Bool?)
        case bounds(PlotValue, PlotValue)
        case categories([PlotValue])
    }

    let kind: Kind
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _domain: _ChartScaleDomain {
        _ChartScaleDomain(kind: .bounds(PlotValue(lowerBound), PlotValue(upperBound)))
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _domain: _ChartScaleDomain {
        _ChartScaleDomain(kind: .bounds(PlotValue(lowerBound), PlotValue(upperBound)))
    }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _domain: _ChartScaleDomain {
        _ChartScaleDomain(kind: .categories(PlotValue.all(self)))
    }
}

/// The domain the chart infers from its data, with zero in it unless it says not.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?

    public var _domain: _ChartScaleDomain {
        _ChartScaleDomain(kind: .automatic(includesZero: includesZero, reversed: reversed))
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// What a scale maps its domain to: positions, or styles.
public protocol ScaleRange {
    associatedtype VisualValue
    /// The styles of a style range, in order; nil for a position range.
    var _styles: [any ShapeStyle]? { get }
}

extension ScaleRange {
    public var _styles: [any ShapeStyle]? { nil }
}

/// A range of positions: the plot's length, less some padding.
public protocol PositionScaleRange: ScaleRange where VisualValue == CGFloat {
    /// Points left empty at each end of the axis.
    var _padding: (start: CGFloat, end: CGFloat) { get }
}

/// The plot's length along the axis, with padding at its ends.
public struct PlotDimensionScaleRange: PositionScaleRange {
    public typealias VisualValue = CGFloat
    let startPadding: CGFloat
    let endPadding: CGFloat

    public var _padding: (start: CGFloat, end: CGFloat) { (startPadding, endPadding) }
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: 0, endPadding: 0) }

    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }

    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
}

/// Styles in order, for the categories of a style scale: `range: [.red, .blue]`.
extension Array: ScaleRange {
    public typealias VisualValue = Element

    public var _styles: [any ShapeStyle]? {
        let styles = compactMap { $0 as? any ShapeStyle }
        return styles.isEmpty ? nil : styles
    }
}

/// How a scale maps values: a text render maps every numeric scale linearly.
public struct ScaleType: Sendable, Equatable {
    let name: String

    public static var linear: ScaleType { ScaleType(name: "linear") }
    public static var log: ScaleType { ScaleType(name: "log") }
    public static var squareRoot: ScaleType { ScaleType(name: "squareRoot") }
    public static var symmetricLog: ScaleType { ScaleType(name: "symmetricLog") }
    public static var category: ScaleType { ScaleType(name: "category") }
    public static var date: ScaleType { ScaleType(name: "date") }
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(name: "power") }
}
