/// A reusable change to a view, as in SwiftUI.
///
///     struct CardStyle: ViewModifier {
///         func body(content: Content) -> some View {
///             content.padding(SpacingToken.lg).background(ColorToken.surfacePrimary)
///         }
///     }
@MainActor
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ModifierContent
    @ViewBuilder func body(content: Content) -> Body

    /// How TextUI applies the modifier. TextUI's own modifiers implement it; every
    /// other modifier keeps the default, which renders `body(content:)`.
    func _apply<ModifiedView: View>(to content: ModifiedView, _ input: _ResolveInput) -> _ResolveOutput
}

extension ViewModifier {
    public func _apply<ModifiedView: View>(to content: ModifiedView, _ input: _ResolveInput) -> _ResolveOutput {
        _ResolveOutput(nodes: Resolver.nodes(for: body(content: ModifierContent(view: content)), in: input.context))
    }
}

/// The view a modifier is applied to, as seen from inside `body(content:)`.
public struct ModifierContent: PrimitiveView {
    let view: any View

    func makeNodes(in context: ResolveContext) -> [Node] {
        Resolver.nodes(for: view, in: context)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let modifier: Modifier

    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    func makeNodes(in context: ResolveContext) -> [Node] {
        modifier._apply(to: content, _ResolveInput(context: context)).nodes
    }
}

extension View {
    /// Applies a modifier.
    @inlinable
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers TextUI implements itself: they wrap nodes, set attributes, or change the
/// environment of their content.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext) -> [Node]
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is applied by TextUI and has no body")
    }
}

extension PrimitiveModifier {
    public func _apply<ModifiedView: View>(to content: ModifiedView, _ input: _ResolveInput) -> _ResolveOutput {
        _ResolveOutput(nodes: apply(to: content, in: input.context))
    }
}

/// A primitive modifier that only sets attributes on the element it is applied to.
@MainActor
protocol AttributeModifier: PrimitiveModifier {
    func update(_ node: Node, in context: ResolveContext)
}

extension AttributeModifier {
    func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext) -> [Node] {
        let nodes = Resolver.nodes(for: content, in: context)
        for node in nodes {
            update(node.semanticTarget, in: context)
        }
        return nodes
    }
}
