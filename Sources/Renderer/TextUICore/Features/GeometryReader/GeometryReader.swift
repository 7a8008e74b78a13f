import Foundation

/// A view whose content depends on the size it is given. It takes all the space it is
/// offered (10 × 10 points when offered none, as in SwiftUI), and its content is made
/// during layout, for that size in points, so the render shows what the content draws
/// at the size the device gives it.
public nonisolated struct GeometryReader<Content: View>: PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let device = context.environment.device
        let content = content
        // On a live screen, the content made during layout is where the reader is.
        let place = context.live.map { $0.identity.child("GeometryReader") }
        let late = LateContent { @MainActor size in
            let proxy = GeometryProxy(size: CGSize(
                width: CGFloat(Double(size.width) * device.pointsPerColumn),
                height: CGFloat(Double(size.height) * device.pointsPerRow)
            ))
            if let place { context.live?.identity.enter(path: place) }
            defer { if place != nil { context.live?.identity.leave() } }
            return Resolver.single(Resolver.nodes(for: content(proxy), in: context.inside(stackAxis: nil)), in: context)
        }
        let ideal = Size(width: device.columns(forPoints: 10), height: device.rows(forPoints: 10))
        // A child to put the content in the place of, once layout gives it a size.
        let placeholder = Node(FillElement(), in: context)
        nodes.append(Node(GeometryElement(content: late, idealSize: ideal), children: CollectionOfOne(placeholder), in: context))
    }
}

/// The size a `GeometryReader` was given, in points, origin at its top-left corner.
public struct GeometryProxy {
    public let size: CGSize
    /// A still picture has no safe-area insets to report apart from the device's own
    /// bars, which the render does not draw.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// Where a frame is measured from.
public enum CoordinateSpace: Sendable, Hashable {
    case global
    case local
    case named(String)
}

/// The content of a view that depends on its size: made for the size the layout gives,
/// once per size.
final class LateContent {
    private let make: @MainActor (Size) -> Node
    private var made: [Size: Node] = [:]

    init(make: @escaping @MainActor (Size) -> Node) {
        self.make = make
    }

    func node(for size: Size) -> Node {
        if let node = made[size] { return node }
        // Layout runs inside the render, on the main actor, where views are resolved.
        let make = make
        let node = MainActor.assumeIsolated { make(size) }
        made[size] = node
        return node
    }
}
