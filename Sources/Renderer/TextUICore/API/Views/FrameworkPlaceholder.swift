/// A view of a framework this package offers only by name on Linux (a map, a video
/// player, a web view): drawn as a representable is, a box named by its type. A box may
/// show a label of its own instead, where what it stands for has a name a reader
/// knows better (an animation's file).
public nonisolated struct _FrameworkPlaceholder: PrimitiveView {
    let type: Any.Type
    let kind: String
    let label: String?

    public init(_ type: Any.Type, kind: String) {
        self.type = type
        self.kind = kind
        label = nil
    }

    /// A box showing `label` instead of the type's name.
    public init(_ type: Any.Type, kind: String, label: String) {
        self.type = type
        self.kind = kind
        self.label = label
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        FrameworkPlaceholder.append(type, kind: kind, label: label, in: context, to: &nodes)
    }
}

/// The box a view drawn by name only is: its type's name (generics left out), the space
/// it is offered, and its kind in the semantics.
@MainActor
enum FrameworkPlaceholder {
    static func append(_ type: Any.Type, kind: String, label: String? = nil, in context: ResolveContext, to nodes: inout [Node]) {
        let name = String(String(describing: type).prefix { $0 != "<" })
        let node = Node(ImageElement(label: label ?? name, isResizable: true, intrinsicSize: Size(width: 2, height: 1)), in: context)
        node.semantics.kind = kind
        node.semantics.properties.append(("type", name))
        nodes.append(node)
    }
}
