import RenderFormat
import CoreGraphics
import Foundation

/// A picture, drawn as a placeholder of its size: a system symbol as its glyph, an image
/// from a URL as a box labelled `img`. Images at least 3 × 3 cells get a frame.
///
/// A value, not isolated to the main actor, as SwiftUI declares it: its `View`
/// conformance is an extension's, so code anywhere can make one (an asset helper's
/// `Image(asset:)` extension, a value built off the main actor).
public struct Image: Equatable, Sendable {
    package enum Source: Equatable {
        case system(String)
        case url(String?)
        case placeholder(label: String, description: String)
        /// A `UIImage`, by how it was made, and its size in points.
        case uiImage(name: String, size: CGSize)
        /// A `CGImage`, by how it was made, and its size in points.
        case cgImage(name: String, size: CGSize)
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

    /// An image of a known source at its own size, not resizable: `TextUI`'s UIKit side
    /// makes `Image(uiImage:)` with it.
    package nonisolated init(source: Source) {
        self.source = source
        isResizable = false
        renderingMode = nil
    }

    /// A bitmap at `scale` pixels a point, turned as `orientation` says, named as a
    /// `UIImage` of it is: a drawn one by its size and one color (`cgImage=(drawing 40×40
    /// #FF3B30)`), one of unknown pixels by its pixel size. A screen reader skips it.
    public nonisolated init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        let size = cgImage.pointSize(scale: scale, quarterTurned: orientation.isQuarterTurn)
        let name = cgImage.layout == nil
            ? "cgImage \(cgImage.width)×\(cgImage.height)"
            : Self.drawingName(size: size, uniformColor: cgImage.uniformColor?.unpremultipliedBytes)
        self.init(source: .cgImage(name: name, size: size))
    }

    /// The same, with the label a screen reader reads.
    public nonisolated init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(decorative: cgImage, scale: scale, orientation: orientation)
    }

    /// Which way up an image's pixels are shown.
    public enum Orientation: UInt8, Sendable, Hashable, CaseIterable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored

        /// Whether the pixels are shown a quarter turn round, width and height swapped.
        var isQuarterTurn: Bool { [.left, .leftMirrored, .right, .rightMirrored].contains(self) }
    }

    /// How the semantics name a drawn image: by its size in points and, when all its
    /// pixels are one color (a single fill), by that color: `drawing 40×40 #FF3B30`.
    package nonisolated static func drawingName(size: CGSize, uniformColor: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)?) -> String {
        var name = "drawing \(ValueNames.points(Double(size.width)))×\(ValueNames.points(Double(size.height)))"
        if let color = uniformColor {
            let hex = ValueNames.hex(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255)
            name += " " + ValueNames.color(hex, opacity: Double(color.alpha) / 255)
        }
        return name
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
        case let .uiImage(name, size), let .cgImage(name, size):
            label = "img"
            intrinsicSize = Size(
                width: max(1, context.cells(points: Double(size.width), along: .horizontal)),
                height: max(1, context.cells(points: Double(size.height), along: .vertical))
            )
            if case .cgImage = source {
                semantics.properties.append(("cgImage", SemanticsSyntax.group(name)))
            } else {
                semantics.properties.append(("uiImage", SemanticsSyntax.group(name)))
            }
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
