// TextUI's own modifiers. They are public only so that modifier methods can name their
// result (`ModifiedContent<Self, _WrappingModifier>`): an opaque `some View` result is
// looked up at run time on every call from another module. Only TextUI can make or
// read one, through the factories next to the modifier methods.

/// Wraps each node of its content in a new node (padding, frames, backgrounds).
public nonisolated struct _WrappingModifier: PrimitiveModifier {
    /// Paddings and fixed frames, the most common, as plain data; the others as a
    /// closure, which is an allocation per modifier when it captures its values.
    enum Wrap {
        case padding(Edge.Set, any _SpacingValue)
        case frame(width: (any _DimensionValue)?, height: (any _DimensionValue)?, alignment: Alignment)
        case other(@MainActor (Node, ResolveContext) -> Node)
    }

    let wrap: Wrap

    init(_ wrap: Wrap) {
        self.wrap = wrap
    }

    init(wrap: @escaping @MainActor (Node, ResolveContext) -> Node) {
        self.wrap = .other(wrap)
    }

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        Resolver.append(content, in: context, to: &nodes)
        for index in start..<nodes.count {
            nodes[index] = wrapping(nodes[index], in: context)
        }
    }

    @MainActor private func wrapping(_ node: Node, in context: ResolveContext) -> Node {
        switch wrap {
        case let .padding(edges, length):
            return Self.padding(node, edges: edges, length: length, in: context)
        case let .frame(width, height, alignment):
            return Self.frame(node, width: width, height: height, alignment: alignment, in: context)
        case let .other(wrap):
            return wrap(node, context)
        }
    }
}

/// Sets semantic attributes on the element its content resolves to.
public nonisolated struct _SemanticsModifier: AttributeModifier {
    /// An identifier, the most common change, as plain data; the others as a closure,
    /// which is an allocation per modifier when it captures its values.
    enum Change {
        case identifier(String)
        case other(@MainActor (inout SemanticAttributes, ResolveContext) -> Void)
        /// Sets attributes, and on a live screen registers what the element lets a
        /// person do (a tap gesture's action), which needs the node itself.
        case interactive(@MainActor (inout SemanticAttributes, ResolveContext) -> Void, Interaction)
    }

    let change: Change

    init(_ change: Change) {
        self.change = change
    }

    init(change: @escaping @MainActor (inout SemanticAttributes, ResolveContext) -> Void) {
        self.change = .other(change)
    }

    @MainActor func update(_ node: Node, in context: ResolveContext) {
        change(&node.semantics, in: context)
        if case let .interactive(_, interaction) = change { context.live?.register(interaction, on: node) }
    }

    @MainActor func change(_ semantics: inout SemanticAttributes, in context: ResolveContext) {
        switch change {
        // An empty identifier is none, as in SwiftUI (`.accessibilityIdentifier(id ?? "")`).
        case let .identifier(identifier): semantics.identifier = identifier.isEmpty ? nil : identifier
        case let .other(change): change(&semantics, context)
        case let .interactive(change, _): change(&semantics, context)
        }
    }
}

/// Names a component. The name goes to the element the component wraps (its stack or
/// text), but the size the semantics print is the whole component's, padding, frame
/// and border included: what a reviewer sees drawn.
public nonisolated struct _SemanticsKindModifier: PrimitiveModifier {
    let kind: String
    let printsSize: Bool

    @usableFromInline
    package init(kind: String, printsSize: Bool = true) {
        self.kind = kind
        self.printsSize = printsSize
    }

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        Resolver.append(content, in: context, to: &nodes)
        for index in start..<nodes.count {
            let node = nodes[index]
            let target = node.semanticTarget
            target.semantics.kind = kind
            target.semantics.namePrintsSize = printsSize
            if target != node { target.sizeHost = node }
        }
    }
}

/// Resolves its content in a changed environment (fonts, colors, line limits…).
public nonisolated struct _EnvironmentModifier: PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void

    /// Package-wide, for `environmentObject(_:)`, which `TextUI` declares with Combine.
    package init(change: @escaping (inout EnvironmentValues) -> Void) {
        self.change = change
    }

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        var environment = context.environment
        change(&environment)
        Resolver.append(content, in: context, environment: environment, to: &nodes)
    }
}

/// Leaves its content as it is: a modifier that changes nothing a still picture shows
/// (an action, a keyboard setting, an animation…). Each one that returns it is listed,
/// with why, in the README's table "Modifiers a still picture does not draw", and
/// `UndrawnModifierTableTests` holds the two lists together.
public nonisolated struct _UndrawnModifier: PrimitiveModifier {
    /// Public, underscored, for the modifiers `TextUI`'s UIKit side declares
    /// (`keyboardType(_:)` takes a UIKit type).
    public init() {}

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(content, in: context, to: &nodes)
    }
}

/// Declares something about the enclosing navigation stack (title, toolbar, search).
public nonisolated struct _NavigationModifier: PrimitiveModifier {
    let declare: @MainActor (NavigationCollector, ResolveContext) -> Void

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(content, in: context, to: &nodes)
        if let navigation = context.navigation {
            declare(navigation, context)
        }
    }
}
