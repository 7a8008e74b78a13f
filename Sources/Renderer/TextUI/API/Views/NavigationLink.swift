/// A control that pushes a screen: its label, named `NavigationLink` in the semantics
/// with the type of the screen it pushes when it says (`destination=DetailView`). A
/// still picture shows the screen the link is on; the destination is not drawn.
public nonisolated struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
    let label: Label
    let destinationName: String?

    init(label: Label, destinationName: String?) {
        self.label = label
        self.destinationName = destinationName
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destinationName: NavigationLinks.name(of: Destination.self))
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destinationName: NavigationLinks.name(of: Destination.self))
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destinationName: NavigationLinks.name(of: Destination.self))
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destinationName: NavigationLinks.name(of: Destination.self))
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let children = Resolver.nodes(for: label, in: context.inside(stackAxis: nil))
        let node = Resolver.control("NavigationLink", label: children, in: context)
        if let destinationName { node.semantics.properties.append(("destination", destinationName)) }
        nodes.append(node)
    }
}

extension NavigationLink where Label == Text {
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), destinationName: NavigationLinks.name(of: Destination.self))
    }

    @_disfavoredOverload
    public init(_ title: String, destination: Destination) {
        self.init(label: Text(title), destinationName: NavigationLinks.name(of: Destination.self))
    }

    public init(_ title: String, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(title), destinationName: NavigationLinks.name(of: Destination.self))
    }
}

/// Links by value: the destination comes from `.navigationDestination(for:)`.
extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destinationName: nil)
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(label: Text(title), destinationName: nil)
    }
}

enum NavigationLinks {
    /// The destination's type as a reviewer reads it: `DetailView` for
    /// `ModifiedContent<DetailView, …>`.
    static func name(of type: Any.Type) -> String {
        ScreenRenderer.rootName(of: type)
    }
}

/// A navigation container, as iOS 13 to 15 had it: on a phone, a stack.
public nonisolated struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: some View {
        NavigationStack { content }
    }
}

/// How a `NavigationView` presents its columns; on a phone, always a stack.
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle { public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() } }

extension View {
    @inlinable
    nonisolated public func navigationViewStyle(_ style: some NavigationViewStyle) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
