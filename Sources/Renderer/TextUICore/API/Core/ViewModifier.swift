/// A reusable change to a view, as in SwiftUI.
///
///     struct CardStyle: ViewModifier {
///         func body(content: Content) -> some View {
///             content.padding(SpacingToken.lg).background(ColorToken.surfacePrimary)
///         }
///     }
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content
    @ViewBuilder func body(content: Content) -> Body

    /// How TextUI applies the modifier, appending the nodes to `output`. TextUI's own
    /// modifiers implement it; every other modifier keeps the default, which renders
    /// `body(content:)`.
    func _apply<ModifiedView: View>(to content: ModifiedView, _ input: _ResolveInput, into output: inout _ResolveOutput)
}

extension ViewModifier {
    public func _apply<ModifiedView: View>(to content: ModifiedView, _ input: _ResolveInput, into output: inout _ResolveOutput) {
        // On a live screen the modifier has a place, and its `@State` is kept there.
        guard let live = input.context.live else {
            Resolver.append(body(content: _ViewModifier_Content(view: content)), in: input.context, to: &output.nodes)
            return
        }
        live.enter(self, type: Self.self)
        Resolver.append(body(content: _ViewModifier_Content(view: content)), in: input.context, to: &output.nodes)
        live.identity.leave()
    }
}

/// The view a modifier is applied to, as seen from inside `body(content:)`.
public nonisolated struct _ViewModifier_Content: PrimitiveView {
    let view: any View

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(view, in: context, to: &nodes)
    }
}

/// A view with a modifier applied.
public nonisolated struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let modifier: Modifier

    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        // As in `Resolver.append`: the array moves in and back out.
        var output = _ResolveOutput(nodes: [])
        swap(&output.nodes, &nodes)
        modifier._apply(to: content, _ResolveInput(context: context), into: &output)
        swap(&output.nodes, &nodes)
    }
}

extension View {
    /// Applies a modifier.
    @inlinable
    nonisolated public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers TextUI implements itself: they wrap nodes, set attributes, or change the
/// environment of their content.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Appends the modified content's nodes to `nodes`.
    func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node])
}

extension ViewModifier where Body == Never {
    nonisolated public func body(content: Content) -> Never {
        fatalError("\(Self.self) is applied by TextUI and has no body")
    }
}

extension PrimitiveModifier {
    public func _apply<ModifiedView: View>(to content: ModifiedView, _ input: _ResolveInput, into output: inout _ResolveOutput) {
        apply(to: content, in: input.context, into: &output.nodes)
    }
}

/// A primitive modifier that only sets attributes on the element it is applied to.
@MainActor
protocol AttributeModifier: PrimitiveModifier {
    func update(_ node: Node, in context: ResolveContext)
}

extension AttributeModifier {
    func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        Resolver.append(content, in: context, to: &nodes)
        // Indices, not `nodes[start...]`: the slice walk ran through generic range code.
        for index in start..<nodes.count {
            update(nodes[index].semanticTarget, in: context)
        }
    }
}
