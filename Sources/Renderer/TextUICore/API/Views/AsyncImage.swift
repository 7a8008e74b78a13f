import Foundation

/// A remote image. A render fetches nothing, so an `AsyncImage` draws its empty phase:
/// its placeholder, or what its content closure draws for `.empty`; the semantics say
/// which phase it drew, and from where. To snapshot a loaded image, load it the way
/// the app does (an image loader a test can stub) and give `Image(uiImage:)`.
public nonisolated struct AsyncImage<Content: View>: PrimitiveView {
    let url: URL?
    let content: @MainActor (AsyncImagePhase) -> AnyView

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        // Called while the view resolves, on the main actor, where it was made.
        nonisolated(unsafe) let content = content
        self.content = { AnyView(content($0)) }
    }

    public init<I: View, P: View>(
        url: URL?,
        scale: CGFloat = 1,
        @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == AnyView {
        self.url = url
        nonisolated(unsafe) let (content, placeholder) = (content, placeholder)
        self.content = { phase in phase.image.map { AnyView(content($0)) } ?? AnyView(placeholder()) }
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let drawn = Resolver.single(Resolver.nodes(for: content(.empty), in: context), in: context)
        let node = Node(PaddingElement(insets: CellInsets()), children: [drawn], in: context)
        node.semantics.kind = "AsyncImage"
        node.semantics.properties = [("url", .text(url?.absoluteString ?? "nil")), ("phase", .text("empty"))]
        nodes.append(node)
    }
}

extension AsyncImage where Content == Image {
    /// The image at its size once loaded; before, a placeholder of the size offered.
    public init(url: URL?, scale: CGFloat = 1) {
        self.url = url
        self.content = { _ in AnyView(Image(placeholderLabel: "img", description: "loading")) }
    }
}

