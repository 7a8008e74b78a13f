/// Builds an iOS 18 `TabView(selection:)`'s tabs, typed by the selection: each
/// `Tab(value: .home)` takes its value's type from the binding, so `.home` needs no
/// type written, as with SwiftUI. The tabs it builds are views, the same a
/// `ViewBuilder` builds; any other view (a `ForEach` of tabs, a tab with `.tabItem`)
/// passes through.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    public static func buildExpression<Content: View>(_ tab: Tab<SelectionValue, Content>) -> Tab<SelectionValue, Content> { tab }

    /// A section's tabs take their value's type from the selection too.
    public static func buildExpression<Header: View, Content: View, Footer: View>(
        _ section: TabSection<Header, Content, Footer, SelectionValue>
    ) -> TabSection<Header, Content, Footer, SelectionValue> { section }

    @_disfavoredOverload
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        ViewBuilder.buildBlock(repeat each content)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<First, Second> {
        ViewBuilder.buildEither(first: first)
    }

    public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<First, Second> {
        ViewBuilder.buildEither(second: second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
