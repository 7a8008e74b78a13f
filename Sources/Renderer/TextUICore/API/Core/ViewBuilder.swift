/// Builds views from closures with `if`, `if let`, `switch`, optionals and loops, as
/// SwiftUI's builder does. Children are kept type-erased: the grid needs their order,
/// not their types.
///
/// Not isolated to an actor, as SwiftUI declares it: a `@ViewBuilder` function of a
/// nonisolated type builds views. The views resolve later, on the main actor.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Each child resolves through code made for its own type in the module that wrote
    /// the block, with no box per child and no array.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var count = 0
        for _ in repeat each content { count += 1 }
        // Made here, resolved on the main actor, where the views were made.
        let children = _Children(repeat each content)
        return TupleView(count: count) { input, output in
            // An expansion, not a `for` loop: the loop copied each child out of the pack.
            repeat (each children.views)._resolve(input, into: &output)
        }
    }

    // Blocks of up to six views, the most common, have a builder each: a closure that
    // captures its views by their own types holds them inline and resolves them in
    // place. (Captured as a parameter pack, each view would be copied out through its
    // type's metadata to be resolved.)

    @inlinable
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView {
        nonisolated(unsafe) let (c0, c1) = (c0, c1)
        return TupleView(count: 2) { input, output in
            c0._resolve(input, into: &output)
            c1._resolve(input, into: &output)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView {
        nonisolated(unsafe) let (c0, c1, c2) = (c0, c1, c2)
        return TupleView(count: 3) { input, output in
            c0._resolve(input, into: &output)
            c1._resolve(input, into: &output)
            c2._resolve(input, into: &output)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
        _ c0: C0,
        _ c1: C1,
        _ c2: C2,
        _ c3: C3
    ) -> TupleView {
        nonisolated(unsafe) let (c0, c1, c2, c3) = (c0, c1, c2, c3)
        return TupleView(count: 4) { input, output in
            c0._resolve(input, into: &output)
            c1._resolve(input, into: &output)
            c2._resolve(input, into: &output)
            c3._resolve(input, into: &output)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: C0,
        _ c1: C1,
        _ c2: C2,
        _ c3: C3,
        _ c4: C4
    ) -> TupleView {
        nonisolated(unsafe) let (c0, c1, c2, c3, c4) = (c0, c1, c2, c3, c4)
        return TupleView(count: 5) { input, output in
            c0._resolve(input, into: &output)
            c1._resolve(input, into: &output)
            c2._resolve(input, into: &output)
            c3._resolve(input, into: &output)
            c4._resolve(input, into: &output)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: C0,
        _ c1: C1,
        _ c2: C2,
        _ c3: C3,
        _ c4: C4,
        _ c5: C5
    ) -> TupleView {
        nonisolated(unsafe) let (c0, c1, c2, c3, c4, c5) = (c0, c1, c2, c3, c4, c5)
        return TupleView(count: 6) { input, output in
            c0._resolve(input, into: &output)
            c1._resolve(input, into: &output)
            c2._resolve(input, into: &output)
            c3._resolve(input, into: &output)
            c4._resolve(input, into: &output)
            c5._resolve(input, into: &output)
        }
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<First, Second> {
        _ConditionalContent(storage: .first(first))
    }

    public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<First, Second> {
        _ConditionalContent(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The views of a block longer than six, held for the main actor, where the views were
/// made and are resolved.
public final class _Children<each Content: View>: @unchecked Sendable {
    @usableFromInline let views: (repeat each Content)

    @inlinable
    nonisolated init(_ views: repeat each Content) {
        self.views = (repeat each views)
    }
}

/// Several views in a row, as a builder block makes them: a closure that resolves them
/// in order, made where their types are known. (Storing the children as `[any View]`
/// costs a box per child and an array; a variadic generic struct walks its pack
/// unspecialized inside TextUI, which costs more per render than the closure.)
public nonisolated struct TupleView: PrimitiveView {
    @usableFromInline let count: Int
    @usableFromInline let resolveChildren: @MainActor (_ResolveInput, inout _ResolveOutput) -> Void

    @inlinable
    nonisolated init(count: Int, resolveChildren: @escaping @MainActor (_ResolveInput, inout _ResolveOutput) -> Void) {
        self.count = count
        self.resolveChildren = resolveChildren
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        nodes.reserveCapacity(nodes.count + count)
        var output = _ResolveOutput(nodes: [])
        swap(&output.nodes, &nodes)
        resolveChildren(_ResolveInput(context: context), &output)
        swap(&output.nodes, &nodes)
    }
}
/// One of two views: the branches of an `if`/`else` or a `switch`.
public nonisolated struct _ConditionalContent<First: View, Second: View>: PrimitiveView {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let live = context.live
        switch storage {
        case let .first(view):
            live?.enter(branch: "then")
            Resolver.append(view, in: context, to: &nodes)
        case let .second(view):
            live?.enter(branch: "else")
            Resolver.append(view, in: context, to: &nodes)
        }
        live?.leaveBranch()
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        guard let live = context.live else {
            guard let view = self else { return }
            Resolver.append(view, in: context, to: &nodes)
            return
        }
        // Counted whether it shows or not, so that the views after it keep their places.
        live.enter(branch: self == nil ? "else" : "then")
        if let view = self { Resolver.append(view, in: context, to: &nodes) }
        live.leaveBranch()
    }
}
