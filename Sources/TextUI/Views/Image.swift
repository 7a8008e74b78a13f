import Foundation

/// A picture, drawn as a placeholder of its size: a system symbol as its glyph, an image
/// from a URL as a box labelled `img`. Images at least 3 × 3 cells get a frame.
public struct Image: PrimitiveView {
    enum Source: Equatable {
        case system(String)
        case url(String?)
        case placeholder(label: String, description: String)
    }

    let source: Source
    var isResizable: Bool

    /// An SF Symbol by name.
    public init(systemName: String) {
        source = .system(systemName)
        isResizable = false
    }

    /// A remote image. Nothing is downloaded: the render shows where it goes.
    public init(url: URL?) {
        source = .url(url?.absoluteString)
        isResizable = true
    }

    /// A placeholder with its own label (a design system's loading or failure state).
    public init(placeholder label: String, description: String) {
        source = .placeholder(label: label, description: description)
        isResizable = true
    }

    /// Lets the image take the size it is offered instead of its natural size.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let label: String
        var semantics = SemanticAttributes()
        switch source {
        case let .system(name):
            label = String(SymbolGlyphs.glyph(for: name))
            semantics.properties.append(("systemName", name))
        case let .url(url):
            label = "img"
            semantics.properties.append(("url", url ?? "nil"))
        case let .placeholder(placeholderLabel, description):
            label = placeholderLabel
            semantics.properties.append(("placeholder", description))
        }
        semantics.color = context.environment.foregroundStyle
        let node = Node(image: ImageElement(label: label, isResizable: isResizable, intrinsicSize: Size(width: 2, height: 1)), in: context)
        node.semantics = semantics
        nodes.append(node)
    }
}
