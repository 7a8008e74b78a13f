/// Builds views from closures with `if`, `if let`, `switch`, optionals and loops, as
/// SwiftUI's builder does. Children are kept type-erased: the grid needs their order,
/// not their types.
@resultBuilder
@MainActor
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var count = 0
        for _ in repeat each content { count += 1 }
        var children: [any View] = []
        children.reserveCapacity(count)
        for child in repeat each content {
            children.append(child)
        }
        return TupleView(children)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .first(first))
    }

    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in a row, as a builder block makes them. Children are type-erased:
/// the grid needs their order, not their types. (A variadic generic version, storing
/// the tuple, measured 7 % more instructions per render: its walk over the pack runs
/// unspecialized inside TextUI.)
public struct TupleView: PrimitiveView {
    @usableFromInline let children: [any View]

    @inlinable
    init(_ children: [any View]) {
        self.children = children
    }

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        nodes.reserveCapacity(nodes.count + children.count)
        for child in children {
            Resolver.append(child, in: context, to: &nodes)
        }
    }
}

/// One of two views: the branches of an `if`/`else` or a `switch`.
public struct ConditionalContent<First: View, Second: View>: PrimitiveView {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        switch storage {
        case let .first(view): Resolver.append(view, in: context, to: &nodes)
        case let .second(view): Resolver.append(view, in: context, to: &nodes)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        guard let view = self else { return }
        Resolver.append(view, in: context, to: &nodes)
    }
}
