// TextUI's own modifiers. They are public only so that modifier methods can name their
// result (`ModifiedContent<Self, WrappingModifier>`): an opaque `some View` result is
// looked up at run time on every call from another module. Only TextUI can make or
// read one, through the factories next to the modifier methods.

/// Wraps each node of its content in a new node (padding, frames, backgrounds).
public struct WrappingModifier: PrimitiveModifier {
    let wrap: @MainActor (Node, ResolveContext) -> Node

    func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        Resolver.append(content, in: context, to: &nodes)
        for index in start..<nodes.count {
            nodes[index] = wrap(nodes[index], context)
        }
    }
}

/// Sets semantic attributes on the element its content resolves to.
public struct SemanticsModifier: AttributeModifier {
    let change: @MainActor (inout SemanticAttributes, ResolveContext) -> Void

    func update(_ node: Node, in context: ResolveContext) {
        change(&node.semantics, context)
    }
}

/// Names a component. The name goes to the element the component wraps (its stack or
/// text), but the size the semantics print is the whole component's, padding, frame
/// and border included: what a reviewer sees drawn.
public struct SemanticsKindModifier: PrimitiveModifier {
    let kind: String

    @usableFromInline
    init(kind: String) {
        self.kind = kind
    }

    func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        Resolver.append(content, in: context, to: &nodes)
        for index in start..<nodes.count {
            let node = nodes[index]
            let target = node.semanticTarget
            target.semantics.kind = kind
            if target != node { target.sizeHost = node }
        }
    }
}

/// Resolves its content in a changed environment (fonts, colors, line limits…).
public struct EnvironmentModifier: PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void

    func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        var environment = context.environment
        change(&environment)
        Resolver.append(content, in: context, environment: environment, to: &nodes)
    }
}

/// Leaves its content as it is: actions and lifecycle hooks, which a render never runs.
public struct PassThroughModifier: PrimitiveModifier {
    @usableFromInline
    init() {}

    func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(content, in: context, to: &nodes)
    }
}

/// Declares something about the enclosing navigation stack (title, toolbar, search).
public struct NavigationModifier: PrimitiveModifier {
    let declare: @MainActor (NavigationCollector, ResolveContext) -> Void

    func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(content, in: context, to: &nodes)
        if let navigation = context.navigation {
            declare(navigation, context)
        }
    }
}
