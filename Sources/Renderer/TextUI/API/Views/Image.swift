import RenderFormat
import Foundation
import UIKit

/// A picture, drawn as a placeholder of its size: a system symbol as its glyph, an image
/// from a URL as a box labelled `img`. Images at least 3 × 3 cells get a frame.
///
/// A value, not isolated to the main actor, as SwiftUI declares it: its `View`
/// conformance is an extension's, so code anywhere can make one (an asset helper's
/// `Image(asset:)` extension, a value built off the main actor).
public struct Image: Equatable, Sendable {
    enum Source: Equatable {
        case system(String)
        case url(String?)
        case placeholder(label: String, description: String)
        /// A `UIImage`, by how it was made, and its size in points.
        case uiImage(name: String, size: CGSize)
        /// An image of the app's asset catalog, by name; its size is not known here.
        case asset(String)
    }

    let source: Source
    var isResizable: Bool
    var renderingMode: TemplateRenderingMode?
    /// How much of a variable symbol is filled, 0 to 1 (iOS 16); named, not drawn.
    var variableValue: Double? = nil

    /// An SF Symbol by name.
    public nonisolated init(systemName: String) {
        source = .system(systemName)
        isResizable = false
        renderingMode = nil
    }

    /// A variable SF Symbol filled to `variableValue` (iOS 16): the glyph, with the
    /// value named in the semantics (`variableValue=0.6`).
    public nonisolated init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        self.variableValue = variableValue
    }

    /// An image of the app's asset catalog. Catalogs are not read on Linux: the render
    /// draws a placeholder named by the asset (`image=logo`).
    public nonisolated init(_ name: String, bundle: Bundle? = nil) {
        source = .asset(name)
        isResizable = false
        renderingMode = nil
    }

    /// The same, with the label a screen reader reads.
    public nonisolated init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// An image a screen reader skips.
    public nonisolated init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A remote image. Nothing is downloaded: the render shows where it goes.
    package init(url: URL?, placeholder: Void) {
        source = .url(url?.absoluteString)
        isResizable = true
        renderingMode = nil
    }

    /// A placeholder with its own label (a design system's loading or failure state).
    package init(placeholderLabel label: String, description: String) {
        source = .placeholder(label: label, description: description)
        isResizable = true
        renderingMode = nil
    }

    /// An image made in code or loaded from a file, at its own size in points until it
    /// is made resizable. The semantics name it as it was made: `uiImage=avatar.jpg`.
    public init(uiImage: UIImage) {
        source = .uiImage(name: uiImage.name, size: uiImage.size)
        isResizable = false
        renderingMode = nil
    }

    /// Lets the image take the size it is offered instead of its natural size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Drawn as a template (in the foreground style) or as its own colors; the
    /// semantics name the mode.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    public enum ResizingMode: Sendable, Hashable {
        case tile, stretch
    }

    public enum TemplateRenderingMode: String, Sendable, Hashable {
        case template, original
    }

    @MainActor
    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let label: String
        var intrinsicSize = Size(width: 2, height: 1)
        var semantics = SemanticAttributes()
        switch source {
        case let .system(symbol):
            let variants = context.environment.symbolVariants
            let name = variants.suffixes.isEmpty ? symbol : variants.applied(to: symbol)
            label = String(SymbolGlyphs.glyph(for: name))
            semantics.properties.append(("systemName", name))
            if let variableValue { semantics.properties.append(("variableValue", ValueNames.points(variableValue))) }
        case let .url(url):
            label = "img"
            semantics.properties.append(("url", url ?? "nil"))
        case let .placeholder(placeholderLabel, description):
            label = placeholderLabel
            semantics.properties.append(("placeholder", SemanticsSyntax.group(description)))
        case let .uiImage(name, size):
            label = "img"
            intrinsicSize = Size(
                width: max(1, context.cells(points: Double(size.width), along: .horizontal)),
                height: max(1, context.cells(points: Double(size.height), along: .vertical))
            )
            semantics.properties.append(("uiImage", SemanticsSyntax.group(name)))
        case let .asset(name):
            label = "img"
            semantics.properties.append(("image", SemanticsSyntax.group(name)))
        }
        if let renderingMode { semantics.properties.append(("renderingMode", renderingMode.rawValue)) }
        semantics.color = context.environment.foregroundStyle
        let node = Node(ImageElement(label: label, isResizable: isResizable || context.environment.drawsImagesResizable, intrinsicSize: intrinsicSize), in: context)
        node.semantics = semantics
        nodes.append(node)
    }
}

extension EnvironmentValues {
    /// Whether images inside fill their frame as if made resizable: a container that
    /// sizes an icon it is given (an unavailable view's symbol) sets it.
    var drawsImagesResizable: Bool {
        get { builtIn.drawsImagesResizable }
        set { update { $0.drawsImagesResizable = newValue } }
    }
}

extension Image: PrimitiveView {}
