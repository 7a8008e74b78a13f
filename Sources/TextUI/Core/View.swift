/// A piece of user interface, described as a value. As in SwiftUI, a view composes
/// other views in `body`; TextUI lays the result out on a text grid.
///
///     struct Greeting: View {
///         var body: some View {
///             Text("Hello").font(Typography.headline)
///         }
///     }
@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// How TextUI turns the view into layout nodes. TextUI's own views implement it;
    /// every other view keeps the default, which renders `body`.
    func _resolve(_ input: _ResolveInput) -> _ResolveOutput
}

extension View {
    public func _resolve(_ input: _ResolveInput) -> _ResolveOutput {
        _ResolveOutput(nodes: Resolver.composite(self, in: input.context))
    }
}

/// What `_resolve` receives; opaque outside TextUI.
public struct _ResolveInput {
    let context: ResolveContext
}

/// What `_resolve` returns; opaque outside TextUI.
public struct _ResolveOutput {
    let nodes: [Node]
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// Views that TextUI lays out itself rather than through `body`.
@MainActor
protocol PrimitiveView: View where Body == Never {
    func makeNodes(in context: ResolveContext) -> [Node]
}

extension PrimitiveView {
    public func _resolve(_ input: _ResolveInput) -> _ResolveOutput {
        _ResolveOutput(nodes: makeNodes(in: input.context))
    }
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is drawn by TextUI and has no body") }
}
