/// A piece of user interface, described as a value. As in SwiftUI, a view composes
/// other views in `body`; TextUI lays the result out on a text grid.
///
///     struct Greeting: View {
///         var body: some View {
///             Text("Hello").font(Typography.headline)
///         }
///     }
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// How TextUI turns the view into layout nodes, appended to `output`. TextUI's own
    /// views implement it; every other view keeps the default, which renders `body`.
    func _resolve(_ input: _ResolveInput, into output: inout _ResolveOutput)
}

extension View {
    public func _resolve(_ input: _ResolveInput, into output: inout _ResolveOutput) {
        Resolver.composite(self, in: input.context, into: &output.nodes)
    }
}

/// What `_resolve` receives; opaque outside TextUI.
public struct _ResolveInput {
    let context: ResolveContext
}

/// Where `_resolve` puts its nodes; opaque outside TextUI. Views append to one array
/// rather than each returning its own: most resolve to one node, and an array each
/// would be an allocation per view.
public struct _ResolveOutput {
    var nodes: [Node]
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// Views that TextUI lays out itself rather than through `body`.
@MainActor
protocol PrimitiveView: View where Body == Never {
    /// Appends the view's nodes to `nodes`.
    func makeNodes(in context: ResolveContext, into nodes: inout [Node])
}

extension PrimitiveView {
    public func _resolve(_ input: _ResolveInput, into output: inout _ResolveOutput) {
        makeNodes(in: input.context, into: &output.nodes)
    }
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is drawn by TextUI and has no body") }
}
