/// A control that pushes a screen: its label, named `NavigationLink` in the semantics
/// with the type of the screen it pushes when it says (`destination=DetailView`). A
/// still picture shows the screen the link is on; the destination is not drawn.
public nonisolated struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
    /// What a live screen pushes when the link is tapped.
    enum Target {
        case view(AnyView)
        case value(AnyHashable)
        case none
    }

    let label: Label
    let destinationName: String?
    // A route value is not Sendable; links are made and tapped on the main actor.
    nonisolated(unsafe) let target: Target

    init(label: Label, destinationName: String?, target: Target) {
        self.label = label
        self.destinationName = destinationName
        self.target = target
    }

    init(label: Label, destination: Destination) {
        self.init(label: label, destinationName: NavigationLinks.name(of: Destination.self), target: .view(AnyView(destination)))
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination())
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination)
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination)
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination)
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let children = Resolver.nodes(for: label, in: context.inside(stackAxis: nil))
        let node = Resolver.control("NavigationLink", label: children, in: context)
        if let destinationName { node.semantics.properties.append(("destination", destinationName)) }
        if let live = context.live, let navigation = context.navigation?.live, context.environment.isEnabled {
            switch target {
            case let .view(view): live.register(.tap { navigation.push(view) }, on: node)
            case let .value(value): live.register(.tap { navigation.push(value: value) }, on: node)
            case .none: break
            }
        }
        nodes.append(node)
    }
}

extension NavigationLink where Label == Text {
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), destination: destination())
    }

    @_disfavoredOverload
    public init(_ title: String, destination: Destination) {
        self.init(label: Text(title), destination: destination)
    }

    public init(_ title: String, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(title), destination: destination)
    }
}

/// Links by value: the destination comes from `.navigationDestination(for:)`.
extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destinationName: nil, target: value.map { .value(AnyHashable($0)) } ?? .none)
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(label: Text(title), destinationName: nil, target: value.map { .value(AnyHashable($0)) } ?? .none)
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
