import Foundation

// Inlinable one-liners, as in EnvironmentModifiers.swift.
extension View {
    /// Space on the given edges: `length` points, or the system's 16 when nil.
    @inlinable
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.padding(edges, PointLength(length ?? 16)))
    }

    /// Space around the view on all edges.
    @inlinable
    nonisolated public func padding(_ length: CGFloat) -> ModifiedContent<Self, _WrappingModifier> {
        padding(.all, length)
    }

    /// Space of its own on each edge.
    @inlinable
    nonisolated public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.padding(insets))
    }

    /// A fixed width and/or height; the view is placed inside by `alignment`.
    @inlinable
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.frame(width: width.map(PointLength.init), height: height.map(PointLength.init), alignment: alignment))
    }

    /// Bounds on the view's size; `.infinity` as a maximum takes all that is offered.
    @inlinable
    nonisolated public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.frame(
            widths: [minWidth, idealWidth, maxWidth],
            heights: [minHeight, idealHeight, maxHeight],
            alignment: alignment
        ))
    }

    /// Keeps the view at its ideal size on the given axes, whatever it is offered.
    @inlinable
    nonisolated public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Stacks offer space to higher priorities first.
    @inlinable
    nonisolated public func layoutPriority(_ priority: Double) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.layoutPriority(priority))
    }

    /// A view drawn behind this one, at this one's size.
    @inlinable
    nonisolated public func background<Background: View>(
        alignment: Alignment = .center,
        @ViewBuilder _ content: () -> Background
    ) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.layer(content(), alignment: alignment, isBehind: true))
    }

    /// A view drawn over this one, at this one's size.
    @inlinable
    nonisolated public func overlay<Overlay: View>(
        alignment: Alignment = .center,
        @ViewBuilder _ content: () -> Overlay
    ) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.layer(content(), alignment: alignment, isBehind: false))
    }

    /// A view drawn over this one, at this one's size, as SwiftUI's older form takes it.
    @inlinable
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.layer(overlay, alignment: alignment, isBehind: false))
    }

    /// A view drawn behind this one, at this one's size, as SwiftUI's older form takes it.
    /// Disfavoured, as in SwiftUI: `.background(Color.red)` is the style, not the view.
    @inlinable
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.layer(background, alignment: alignment, isBehind: true))
    }

    /// The screen's background behind the view, as iOS 15 fills it: `background=background`.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _WrappingModifier> {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// A style behind the view, named in the semantics (`background=surfacePrimary`);
    /// drawn as a card's outline where it is one (see `Surface`).
    @inlinable
    nonisolated public func background(_ style: some ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.surface(style._paint, in: nil))
    }

    /// A style behind the view in a shape: named in the semantics, and drawn as the
    /// shape's outline where it is a card.
    @inlinable
    nonisolated public func background(_ style: some ShapeStyle, in shape: some Shape, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.surface(style._paint, in: shape))
    }

    /// The screen's background style behind the view, in a shape (iOS 15): a card of
    /// `background`, as `GroupBox` and grouped rows draw.
    @inlinable
    nonisolated public func background(in shape: some Shape, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _WrappingModifier> {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// A border of `content`, `width` points wide, drawn inside the view's frame as a
    /// rectangle's outline over it.
    @inlinable
    nonisolated public func border(_ content: some ShapeStyle, width: CGFloat = 1) -> ModifiedContent<Self, _WrappingModifier> {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// A shape style over the view, in a shape; named in the semantics as a background
    /// is, since a text render paints neither.
    @inlinable
    nonisolated public func overlay(_ style: some ShapeStyle, in shape: some Shape) -> ModifiedContent<Self, _WrappingModifier> {
        overlay(shape.fill(style))
    }

    /// Clips the view to its frame; the shape's corner radius is named in the semantics.
    @inlinable
    nonisolated public func clipShape(_ shape: some Shape) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.clip(to: shape))
    }

    /// Clips the view to a rounded rectangle of its frame; `cornerRadius=16` in the
    /// semantics.
    @inlinable
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _WrappingModifier> {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Clips the view to its frame.
    @inlinable
    nonisolated public func clipped() -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.clip(to: nil))
    }
}

extension _WrappingModifier {
    @usableFromInline
    static func fixedSize(horizontal: Bool, vertical: Bool) -> _WrappingModifier {
        _WrappingModifier { node, context in
            Node(FixedSizeElement(horizontal: horizontal, vertical: vertical), children: CollectionOfOne(node), in: context)
        }
    }

    @usableFromInline
    static func layoutPriority(_ priority: Double) -> _WrappingModifier {
        _WrappingModifier { node, _ in
            node.layoutPriority = priority
            return node
        }
    }

    /// A background (`isBehind`) or an overlay.
    @usableFromInline
    static func layer(_ layer: some View, alignment: Alignment, isBehind: Bool) -> _WrappingModifier {
        // Resolved on the main actor, in the same render as the view it is layered on.
        nonisolated(unsafe) let layer = layer
        return _WrappingModifier { node, context in
            let layerNode = Resolver.single(Resolver.nodes(for: layer, in: context.inside(stackAxis: nil)), in: context)
            let surface = Surface(filling: layerNode)
            // A fill behind the view is named on its line, as `.background(_:)` names it.
            if isBehind, let fill = surface?.fill {
                let target = node.semanticTarget
                if target.semantics.background == nil { target.semantics.background = fill }
            }
            let layerElement = LayerElement(alignment: alignment, isBehind: isBehind, surface: surface)
            return Node(layerElement, children: [node, layerNode], in: context)
        }
    }

    @usableFromInline
    static func clip(to shape: (any Shape)?) -> _WrappingModifier {
        let description = shape?._shapeDescription
        return _WrappingModifier { node, context in
            if let radius = description?.cornerRadius { node.semanticTarget.semantics.properties.append(("cornerRadius", radius)) }
            if let form = description?.form { node.roundSurface(to: form) }
            return Node(ClipElement(), children: CollectionOfOne(node), in: context)
        }
    }
}

extension _WrappingModifier {
    /// A fill behind each view: named on the view's semantics line, drawn by a
    /// `SurfaceElement` around it.
    @usableFromInline
    static func surface(_ style: _Paint, in shape: (any Shape)?) -> _WrappingModifier {
        let description = shape?._shapeDescription
        let surface = Surface(form: description?.form ?? .rectangle, fill: style.paint)
        return _WrappingModifier { node, context in
            let target = node.semanticTarget
            target.semantics.background = style.paint
            if let cornerRadius = description?.cornerRadius { target.semantics.properties.append(("cornerRadius", cornerRadius)) }
            return Node(SurfaceElement(surface: surface), children: CollectionOfOne(node), in: context)
        }
    }
}
