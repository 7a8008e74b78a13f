/// The one color TextUI defines itself: `Color.clear`, a view that draws nothing and
/// fills the space it is offered. Every other color is a design-system token.
public struct Color: ColorValue, Hashable {
    public let tokenName: String

    public static let clear = Color(tokenName: "clear")
}

extension Color: PrimitiveView {
    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(Node(.fill, in: context))
    }
}
