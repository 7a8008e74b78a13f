import Foundation
import SwiftUI
import TextUI

// MARK: - Axis content

/// What a chart's axis is made of: `AxisMarks`, as `chartXAxis { ... }` builds them.
public protocol AxisContent {
    /// How the chart collects the axis's marks; the framework's types implement it.
    func _collectAxisMarks(into output: inout _AxisMarksList)
}

extension AxisContent {
    public func _collectAxisMarks(into output: inout _AxisMarksList) {}
}

/// The `AxisMarks` of an axis, in order; opaque outside Charts.
public struct _AxisMarksList {
    var marks: [AxisMarksSpec] = []
}

/// Builds an axis's content from the statements of a `chartXAxis { ... }` closure.
@resultBuilder
public struct AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> AnyAxisContent { AnyAxisContent(children: []) }
    public static func buildPartialBlock<Content: AxisContent>(first content: Content) -> Content { content }

    public static func buildPartialBlock<Accumulated: AxisContent, Next: AxisContent>(accumulated: Accumulated, next: Next) -> AnyAxisContent {
        AnyAxisContent(children: [accumulated, next])
    }

    public static func buildIf<Content: AxisContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<First: AxisContent, Second: AxisContent>(first: First) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .first(first))
    }

    public static func buildEither<First: AxisContent, Second: AxisContent>(second: Second) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: AxisContent>(_ content: Content) -> AnyAxisContent {
        AnyAxisContent(content)
    }
}

/// Axis content whose type is erased.
public struct AnyAxisContent: AxisContent {
    let children: [any AxisContent]

    init(children: [any AxisContent]) {
        self.children = children
    }

    public init(_ content: any AxisContent) {
        children = [content]
    }

    public init(erasing content: some AxisContent) {
        children = [content]
    }

    public func _collectAxisMarks(into output: inout _AxisMarksList) {
        for child in children { child._collectAxisMarks(into: &output) }
    }
}

extension BuilderConditional: AxisContent where TrueContent: AxisContent, FalseContent: AxisContent {
    public func _collectAxisMarks(into output: inout _AxisMarksList) {
        switch storage {
        case let .first(content): content._collectAxisMarks(into: &output)
        case let .second(content): content._collectAxisMarks(into: &output)
        }
    }
}

// MARK: - AxisMarks

/// The grid lines, ticks and labels of an axis at a set of values.
///
///     AxisMarks(position: .leading, values: .automatic(desiredCount: 4)) { value in
///         AxisGridLine()
///         AxisValueLabel()
///     }
public struct AxisMarks<Content: AxisMark>: AxisContent {
    let spec: AxisMarksSpec

    public func _collectAxisMarks(into output: inout _AxisMarksList) {
        output.marks.append(spec)
    }
}

extension AxisMarks {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(position: position, values: values.kind, parts: { _AxisMarkParts(content($0)) })
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(position: position, values: .explicit(PlotValue.all(values)), parts: { _AxisMarkParts(content($0)) })
    }

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content) {
        spec = AxisMarksSpec(position: position, values: values.kind, parts: { _ in _AxisMarkParts(content()) })
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping () -> Content) {
        spec = AxisMarksSpec(position: position, values: .explicit(PlotValue.all(values)), parts: { _ in _AxisMarkParts(content()) })
    }
}

extension AxisMarks where Content == Never {
    /// The default marks (grid line, tick, label) at the values.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position, values: values.kind, parts: nil)
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position, values: .explicit(PlotValue.all(values)), parts: nil)
    }

    /// The default marks, with labels in a format: `AxisMarks(format: .dateTime.hour())`.
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        let label = AxisLabelSpec.format(format)
        spec = AxisMarksSpec(position: position, values: values.kind, parts: { _ in _AxisMarkParts(grid: true, tick: true, label: label) })
    }

    public init<Value, Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) where Value: Plottable, Value == Format.FormatInput, Format.FormatOutput == String {
        let label = AxisLabelSpec.format(format)
        spec = AxisMarksSpec(position: position, values: .explicit(PlotValue.all(values)), parts: { _ in _AxisMarkParts(grid: true, tick: true, label: label) })
    }
}

/// What one `AxisMarks` says: where, at which values, and what each value shows (nil:
/// the axis's default marks).
struct AxisMarksSpec {
    let position: AxisMarkPosition
    let values: AxisMarkValues.Kind
    let parts: ((AxisValue) -> _AxisMarkParts)?
}

/// The value an axis mark is made for.
public struct AxisValue {
    let value: PlotValue
    /// The index of the value along the axis.
    public let index: Int
    /// The number of values on this axis.
    public let count: Int

    /// The value as a type the app plots: `value.as(Double.self)`, `value.as(Date.self)`.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        value.as(type)
    }
}

/// The styles of axis marks; a text render draws them alike.
public struct AxisMarkPreset: Sendable, CustomStringConvertible {
    public let description: String
    public static var automatic: AxisMarkPreset { AxisMarkPreset(description: "automatic") }
    public static var extended: AxisMarkPreset { AxisMarkPreset(description: "extended") }
    public static var aligned: AxisMarkPreset { AxisMarkPreset(description: "aligned") }
    public static var inset: AxisMarkPreset { AxisMarkPreset(description: "inset") }
}

/// The side of the plot an axis's marks go: the y axis's labels are trailing unless
/// this says `.leading`.
public struct AxisMarkPosition: Sendable, Equatable, CustomStringConvertible {
    public let description: String
    public static var automatic: AxisMarkPosition { AxisMarkPosition(description: "automatic") }
    public static var leading: AxisMarkPosition { AxisMarkPosition(description: "leading") }
    public static var trailing: AxisMarkPosition { AxisMarkPosition(description: "trailing") }
    public static var top: AxisMarkPosition { AxisMarkPosition(description: "top") }
    public static var bottom: AxisMarkPosition { AxisMarkPosition(description: "bottom") }
}

/// The values an axis marks: chosen for the space (`automatic`), every so many
/// (`stride`), or given.
public struct AxisMarkValues: Sendable, CustomStringConvertible {
    enum Kind: @unchecked Sendable {
        case automatic(desiredCount: Int?, minimumStride: Double?)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int, calendar: Calendar?)
        case explicit([PlotValue])
    }

    let kind: Kind

    public var description: String {
        switch kind {
        case .automatic: "automatic"
        case .numberStride, .dateStride: "stride"
        case .explicit: "values"
        }
    }

    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, minimumStride: nil)) }

    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: nil))
    }

    public static func automatic<P: BinaryFloatingPoint>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: Double(minimumStride)))
    }

    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .numberStride(Double(stepSize)))
    }

    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: max(1, count), calendar: calendar))
    }
}

// MARK: - Axis marks

/// A part of an axis mark: a grid line, a tick, a label.
public protocol AxisMark {
    /// What the part adds to a value's marks; the framework's parts implement it.
    func _addParts(to parts: inout _AxisMarkParts)
}

extension AxisMark {
    public func _addParts(to parts: inout _AxisMarkParts) {}
}

/// What the marks at one value are made of; opaque outside Charts.
public struct _AxisMarkParts {
    var grid = false
    var gridIsDashed = false
    var tick = false
    var label: AxisLabelSpec?
    var style: (any ShapeStyle)?

    init(grid: Bool = false, tick: Bool = false, label: AxisLabelSpec? = nil) {
        self.grid = grid
        self.tick = tick
        self.label = label
    }

    init(_ mark: some AxisMark) {
        mark._addParts(to: &self)
    }
}

/// How a label shows its value.
enum AxisLabelSpec {
    /// The axis's own format for the value.
    case automatic
    /// A text given for every value.
    case title(String)
    /// A format of the app's: its text for the value, in the render's locale.
    case formatted((PlotValue, EnvironmentValues) -> String?)
    /// A view of the app's, drawn where the label goes.
    case view(AnyView)

    static func format<Format: FormatStyle>(_ format: Format) -> AxisLabelSpec where Format.FormatInput: Plottable, Format.FormatOutput == String {
        return .formatted { value, environment in
            guard let input = value.as(Format.FormatInput.self) else { return nil }
            if let date = input as? Date, var dateFormat = format as? Date.FormatStyle {
                // The render's time zone and calendar, as a `Text` date has.
                dateFormat.timeZone = environment.timeZone
                dateFormat.calendar = environment.calendar
                return dateFormat.locale(environment.locale).format(date)
            }
            return format.locale(environment.locale).format(input)
        }
    }
}

/// Builds an axis mark's parts from the statements of an `AxisMarks { ... }` closure.
@resultBuilder
public struct AxisMarkBuilder {
    public static func buildExpression<Mark: AxisMark>(_ mark: Mark) -> Mark { mark }
    public static func buildBlock() -> AnyAxisMark { AnyAxisMark(children: []) }
    public static func buildPartialBlock<Mark: AxisMark>(first mark: Mark) -> Mark { mark }

    public static func buildPartialBlock<Accumulated: AxisMark, Next: AxisMark>(accumulated: Accumulated, next: Next) -> AnyAxisMark {
        AnyAxisMark(children: [accumulated, next])
    }

    public static func buildIf<Mark: AxisMark>(_ mark: Mark?) -> Mark? { mark }

    public static func buildEither<First: AxisMark, Second: AxisMark>(first: First) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .first(first))
    }

    public static func buildEither<First: AxisMark, Second: AxisMark>(second: Second) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .second(second))
    }

    public static func buildLimitedAvailability<Mark: AxisMark>(_ mark: Mark) -> AnyAxisMark {
        AnyAxisMark(mark)
    }
}

extension Never: AxisMark {}

extension Optional: AxisMark where Wrapped: AxisMark {
    public func _addParts(to parts: inout _AxisMarkParts) {
        self?._addParts(to: &parts)
    }
}

extension Optional: AxisContent where Wrapped: AxisContent {
    public func _collectAxisMarks(into output: inout _AxisMarksList) {
        self?._collectAxisMarks(into: &output)
    }
}

/// An axis mark whose type is erased.
public struct AnyAxisMark: AxisMark {
    let children: [any AxisMark]

    init(children: [any AxisMark]) {
        self.children = children
    }

    public init(_ content: any AxisMark) {
        children = [content]
    }

    public func _addParts(to parts: inout _AxisMarkParts) {
        for child in children { child._addParts(to: &parts) }
    }
}

extension BuilderConditional: AxisMark where TrueContent: AxisMark, FalseContent: AxisMark {
    public func _addParts(to parts: inout _AxisMarkParts) {
        switch storage {
        case let .first(mark): mark._addParts(to: &parts)
        case let .second(mark): mark._addParts(to: &parts)
        }
    }
}

/// A line across the plot at the value: `┈` for a y value, `┊` for an x value, drawn
/// where no mark is.
public struct AxisGridLine: AxisMark {
    let isDashed: Bool

    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        isDashed = !(stroke?.dash.isEmpty ?? true)
    }

    public func _addParts(to parts: inout _AxisMarkParts) {
        parts.grid = true
        parts.gridIsDashed = isDashed
    }
}

/// A short line at the value on the axis: `┬` on the x axis line.
public struct AxisTick: AxisMark {
    /// How long a tick is; a text render draws one cell.
    public struct Length: Sendable {
        let name: String
        public static var automatic: Length { Length(name: "automatic") }
        public static var label: Length { Length(name: "label") }
        public static var longestLabel: Length { Length(name: "longestLabel") }
        public static func fixed(_ length: CGFloat) -> Length { Length(name: "fixed") }
    }

    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {}

    public func _addParts(to parts: inout _AxisMarkParts) {
        parts.tick = true
    }
}

/// How labels that would overlap are resolved: a text render leaves out a label that
/// would touch the one before it.
public struct AxisValueLabelCollisionResolution: Sendable {
    let name: String
    public static var automatic: AxisValueLabelCollisionResolution { .init(name: "automatic") }
    public static var greedy: AxisValueLabelCollisionResolution { .init(name: "greedy") }
    public static func greedy(minimumSpacing: CGFloat) -> AxisValueLabelCollisionResolution { .init(name: "greedy") }
    public static func greedy(priority: Double, minimumSpacing: CGFloat) -> AxisValueLabelCollisionResolution { .init(name: "greedy") }
    public static var truncate: AxisValueLabelCollisionResolution { .init(name: "truncate") }
    public static var disabled: AxisValueLabelCollisionResolution { .init(name: "disabled") }
}

/// Which way a label reads; a text render writes them horizontally.
public struct AxisValueLabelOrientation: Sendable {
    let name: String
    public static var automatic: AxisValueLabelOrientation { .init(name: "automatic") }
    public static var horizontal: AxisValueLabelOrientation { .init(name: "horizontal") }
    public static var vertical: AxisValueLabelOrientation { .init(name: "vertical") }
    public static var verticalReversed: AxisValueLabelOrientation { .init(name: "verticalReversed") }
}

/// The label of an axis mark: the value in the axis's format, in a format of the
/// app's, a title, or a view.
public struct AxisValueLabel<Content: View>: AxisMark {
    let spec: AxisLabelSpec

    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        spec = .view(AnyView(content()))
    }

    public func _addParts(to parts: inout _AxisMarkParts) {
        parts.label = spec
    }
}

extension AxisValueLabel where Content == Text {
    /// The value in the axis's own format.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec = .automatic
    }

    /// The value in a format: `AxisValueLabel(format: .dateTime.hour())`.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = .format(format)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec = .title(String(title))
    }

    public init(_ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec = .title(titleKey.plainText)
    }
}

/// An axis mark with a modifier: a label's font or style.
public struct ModifiedAxisMark<Mark: AxisMark>: AxisMark {
    let mark: Mark
    let style: (any ShapeStyle)?

    public func _addParts(to parts: inout _AxisMarkParts) {
        mark._addParts(to: &parts)
        if let style { parts.style = style }
    }
}

extension AxisMark {
    /// The style of the mark; a label keeps the secondary style a text render gives
    /// labels in its plain text, and is painted in this one.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedAxisMark<Self> {
        ModifiedAxisMark(mark: self, style: style)
    }

    /// A label's font: a text render draws every font alike.
    public func font(_ font: Font?) -> ModifiedAxisMark<Self> {
        ModifiedAxisMark(mark: self, style: nil)
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedAxisMark<Self> {
        ModifiedAxisMark(mark: self, style: nil)
    }
}
