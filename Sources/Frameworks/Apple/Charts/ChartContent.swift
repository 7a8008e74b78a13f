import SwiftUI
import TextUI

/// What a chart draws: marks, and content made of marks (`ForEach`, conditionals, a
/// type of the app's own with a `body`). Declared as Swift Charts declares it, isolated
/// to the main actor, with marks whose initializers and modifiers are not.
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder @MainActor @preconcurrency var body: Body { get }

    /// How the chart collects the content's marks, in order. Marks and the framework's
    /// containers implement it; any other content keeps the default, which collects
    /// its `body`.
    func _collectMarks(into output: inout _ChartMarks)
}

extension ChartContent {
    @MainActor public func _collectMarks(into output: inout _ChartMarks) {
        body._collectMarks(into: &output)
    }
}

/// Where content puts its marks; opaque outside Charts.
public struct _ChartMarks {
    var marks: [MarkRecord] = []

    /// Collects `content`'s marks apart, changes each as a modifier does, and adds
    /// them: how a modifier on a `ForEach` reaches every mark inside.
    @MainActor
    mutating func collect(_ content: some ChartContent, changing change: (inout MarkRecord) -> Void) {
        var inner = _ChartMarks()
        content._collectMarks(into: &inner)
        for index in inner.marks.indices { change(&inner.marks[index]) }
        marks += inner.marks
    }
}

extension Never: ChartContent {
    @MainActor public func _collectMarks(into output: inout _ChartMarks) {}
}

/// Content the framework collects itself, with no body of its own.
protocol PrimitiveChartContent: ChartContent where Body == Never {}

extension PrimitiveChartContent {
    public var body: Never { fatalError("\(Self.self) is chart content drawn by Charts and has no body") }
}

/// Builds chart content from the statements of a `Chart { ... }` closure, with `if`,
/// `if let`, `switch` and `let`. Not isolated: marks are made anywhere, and drawn on
/// the main actor.
@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent {
        var children: [any ChartContent] = []
        for child in repeat each content { children.append(child) }
        return TupleChartContent(children: children)
    }

    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<First: ChartContent, Second: ChartContent>(first: First) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .first(first))
    }

    public static func buildEither<First: ChartContent, Second: ChartContent>(second: Second) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> AnyChartContent {
        AnyChartContent(content)
    }
}

/// No marks: an empty `Chart { }` or builder block.
public nonisolated struct EmptyChartContent: PrimitiveChartContent {
    public init() {}
    @MainActor public func _collectMarks(into output: inout _ChartMarks) {}
}

/// The statements of a builder block, in order.
public nonisolated struct TupleChartContent: PrimitiveChartContent {
    let children: [any ChartContent]

    @MainActor public func _collectMarks(into output: inout _ChartMarks) {
        for child in children { child._collectMarks(into: &output) }
    }
}

/// One of two contents: the branches of an `if`/`else` or a `switch`.
public nonisolated struct BuilderConditional<TrueContent, FalseContent> {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage
}

extension BuilderConditional: ChartContent, PrimitiveChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    @MainActor public func _collectMarks(into output: inout _ChartMarks) {
        switch storage {
        case let .first(content): content._collectMarks(into: &output)
        case let .second(content): content._collectMarks(into: &output)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError("Optional chart content has no body") }

    @MainActor public func _collectMarks(into output: inout _ChartMarks) {
        self?._collectMarks(into: &output)
    }
}

/// Chart content grouped as one: `Plot { LineMark(...); AreaMark(...) }`. Its marks are
/// drawn as if they were listed in its place.
public nonisolated struct Plot<Content: ChartContent>: PrimitiveChartContent {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public func _collectMarks(into output: inout _ChartMarks) {
        content._collectMarks(into: &output)
    }
}

/// Chart content whose type is erased.
public nonisolated struct AnyChartContent: PrimitiveChartContent {
    let content: any ChartContent

    public init(_ content: any ChartContent) {
        self.content = content
    }

    public init(erasing content: some ChartContent) {
        self.content = content
    }

    @MainActor public func _collectMarks(into output: inout _ChartMarks) {
        content._collectMarks(into: &output)
    }
}

/// Marks for each element of a collection: `ForEach(data) { BarMark(...) }`.
extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError("ForEach of chart content has no body") }

    @MainActor public func _collectMarks(into output: inout _ChartMarks) {
        for element in data {
            content(element)._collectMarks(into: &output)
        }
    }
}

extension ForEach where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, content: content)
    }
}
