/// Where a toolbar item goes.
public enum ToolbarItemPlacement: Sendable, Hashable {
    case automatic
    case topBarLeading
    case topBarTrailing
    case principal
    case bottomBar
    case cancellationAction
    case confirmationAction

    public static var navigationBarLeading: ToolbarItemPlacement { .topBarLeading }
    public static var navigationBarTrailing: ToolbarItemPlacement { .topBarTrailing }
}

/// An item of a `.toolbar`.
public struct ToolbarItem<Content: View>: PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let items = Resolver.nodes(for: content, in: context.inside(stackAxis: .horizontal))
        if let collector = context.toolbarItems {
            collector.add(items, placement: placement)
        } else {
            nodes += items
        }
    }
}

/// Collects the items of one `.toolbar` by placement.
@MainActor
final class ToolbarItemCollector {
    var items: [(ToolbarItemPlacement, [Node])] = []

    func add(_ nodes: [Node], placement: ToolbarItemPlacement) {
        items.append((placement, nodes))
    }
}
