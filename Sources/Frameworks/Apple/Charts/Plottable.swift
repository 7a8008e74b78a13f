import Foundation
import SwiftUI
import TextUI

/// A type that can serve as data to plot in a chart: a number (quantitative), a `Date`
/// (temporal) or a `String` (categorical), or a type of the app's own that stands for
/// one of them through `primitivePlottable`.
///
///     enum Status: String, Plottable { case active, inactive }
public protocol Plottable {
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive plottable types the framework supports. Don't use this type directly.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {}

extension PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Decimal: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}
extension String: PrimitivePlottableProtocol {}

/// An enum with plottable raw values is plottable by declaring it: its raw values are
/// what the chart plots (a `String` raw value is a category).
extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }

    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let rawValue = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: rawValue)
    }
}

/// Labeled data that a mark plots: `.value("Day", day)`. The label names the data (in
/// the semantics and for accessibility); the value is what is drawn.
public struct PlottableValue<Value: Plottable> {
    let channel: PlotChannel

    init(label: String, value: Value, unit: Calendar.Component? = nil, calendar: Calendar? = nil) {
        channel = PlotChannel(label: label, value: PlotValue(value), end: nil, unit: unit, calendar: calendar)
    }

    init(label: String, range: Range<Value>) where Value: Comparable {
        channel = PlotChannel(label: label, value: PlotValue(range.lowerBound), end: PlotValue(range.upperBound), unit: nil, calendar: nil)
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.plainText, value: value)
    }

    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: labelKey.plainText, value: value)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value)
    }

    @_disfavoredOverload
    public static func value(_ labelResource: LocalizedStringResource, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(localized: labelResource), value: value)
    }
}

extension PlottableValue where Value: Comparable {
    /// An interval of values: a histogram's bin, `x: .value("Age", 20..<30)`.
    public static func value(_ label: Text, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: label.plainText, range: range)
    }

    public static func value(_ labelKey: LocalizedStringKey, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: labelKey.plainText, range: range)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: String(label), range: range)
    }

    @_disfavoredOverload
    public static func value(_ labelResource: LocalizedStringResource, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: String(localized: labelResource), range: range)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned to a calendar unit: a bar for the whole `.day` it falls in.
    public static func value(_ label: Text, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: label.plainText, value: date, unit: unit, calendar: calendar)
    }

    public static func value(_ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: labelKey.plainText, value: date, unit: unit, calendar: calendar)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: date, unit: unit, calendar: calendar)
    }

    @_disfavoredOverload
    public static func value(_ labelResource: LocalizedStringResource, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: String(localized: labelResource), value: date, unit: unit, calendar: calendar)
    }
}

// MARK: - What the chart reads

/// A plotted value as the chart reads it: a number, a date or a category.
enum PlotValue: Hashable {
    case number(Double)
    case date(Date)
    case category(String)

    init(_ plottable: some Plottable) {
        self = Self.primitive(plottable.primitivePlottable)
    }

    /// Each value of an array, read.
    static func all<P: Plottable>(_ values: [P]) -> [PlotValue] {
        var result: [PlotValue] = []
        for value in values { result.append(PlotValue(value)) }
        return result
    }

    /// The primitive types are known by casting: the protocol has no requirement that
    /// says which kind a type is.
    static func primitive(_ value: Any) -> PlotValue {
        switch value {
        case let number as Double: .number(number)
        case let number as Float: .number(Double(number))
        case let number as CGFloat: .number(Double(number))
        case let number as Decimal: .number(NSDecimalNumber(decimal: number).doubleValue)
        case let number as any BinaryInteger: .number(Double(number))
        case let date as Date: .date(date)
        case let string as String: .category(string)
        default: .category(String(describing: value))
        }
    }

    var number: Double? {
        switch self {
        case let .number(number): number
        case let .date(date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    var category: String? {
        if case let .category(category) = self { category } else { nil }
    }

    /// The value as a `Plottable` of the type a proxy or an axis value asks for, if it
    /// is one: `AxisValue.as(Double.self)`.
    func `as`<P: Plottable>(_ type: P.Type) -> P? {
        let primitive: Any? = switch self {
        case let .number(number): Self.number(number, as: P.PrimitivePlottable.self)
        case let .date(date): date
        case let .category(category): category
        }
        guard let primitive = primitive as? P.PrimitivePlottable else { return nil }
        return P(primitivePlottable: primitive)
    }

    private static func number(_ value: Double, as type: Any.Type) -> Any? {
        switch type {
        case is Double.Type: value
        case is Float.Type: Float(value)
        case is CGFloat.Type: CGFloat(value)
        case is Decimal.Type: Decimal(value)
        case is Int.Type: Int(exactly: value.rounded()) as Any?
        case is Int8.Type: Int8(exactly: value.rounded()) as Any?
        case is Int16.Type: Int16(exactly: value.rounded()) as Any?
        case is Int32.Type: Int32(exactly: value.rounded()) as Any?
        case is Int64.Type: Int64(exactly: value.rounded()) as Any?
        case is UInt.Type: UInt(exactly: value.rounded()) as Any?
        case is UInt8.Type: UInt8(exactly: value.rounded()) as Any?
        case is UInt16.Type: UInt16(exactly: value.rounded()) as Any?
        case is UInt32.Type: UInt32(exactly: value.rounded()) as Any?
        case is UInt64.Type: UInt64(exactly: value.rounded()) as Any?
        case is Date.Type: Date(timeIntervalSinceReferenceDate: value)
        default: nil
        }
    }
}

/// A mark's value for one of its channels (x, y, the series…), with its label.
struct PlotChannel {
    var label: String
    var value: PlotValue
    /// The upper bound of a range value (excluded), as a histogram's bin has.
    var end: PlotValue?
    /// The calendar unit a date is binned to.
    var unit: Calendar.Component?
    var calendar: Calendar?
}
