extension View {
    /// Space around the view on all edges.
    public func padding(_ length: some SpacingValue) -> ModifiedContent<Self, WrappingModifier> {
        padding(.all, length)
    }

    /// Space on the given edges.
    public func padding(_ edges: Edge.Set, _ length: some SpacingValue) -> ModifiedContent<Self, WrappingModifier> {
        modifier(WrappingModifier { node, context in
            let columns = context.cells(length, along: .horizontal)
            let rows = context.cells(length, along: .vertical)
            let insets = EdgeInsets(
                top: edges.contains(.top) ? rows : 0,
                leading: edges.contains(.leading) ? columns : 0,
                bottom: edges.contains(.bottom) ? rows : 0,
                trailing: edges.contains(.trailing) ? columns : 0
            )
            return Node(.padding(insets), children: [node])
        })
    }

    /// A fixed width and/or height; the view is placed inside by `alignment`.
    public func frame(
        width: (any DimensionValue)? = nil,
        height: (any DimensionValue)? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, WrappingModifier> {
        modifier(WrappingModifier { node, context in
            let width = width.map { context.cells($0, along: .horizontal) }
            let height = height.map { context.cells($0, along: .vertical) }
            return Node(.frame(FrameElement(
                minWidth: width, idealWidth: width, maxWidth: width,
                minHeight: height, idealHeight: height, maxHeight: height,
                alignment: alignment
            )), children: [node])
        })
    }

    /// Bounds on the view's size; `.infinity` as a maximum takes all that is offered.
    public func frame(
        minWidth: (any DimensionValue)? = nil,
        idealWidth: (any DimensionValue)? = nil,
        maxWidth: (any DimensionValue)? = nil,
        minHeight: (any DimensionValue)? = nil,
        idealHeight: (any DimensionValue)? = nil,
        maxHeight: (any DimensionValue)? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, WrappingModifier> {
        modifier(WrappingModifier { node, context in
            let widths = [minWidth, idealWidth, maxWidth].map { $0.map { context.cells($0, along: .horizontal) } }
            let heights = [minHeight, idealHeight, maxHeight].map { $0.map { context.cells($0, along: .vertical) } }
            return Node(.frame(FrameElement(
                minWidth: widths[0], idealWidth: widths[1], maxWidth: widths[2],
                minHeight: heights[0], idealHeight: heights[1], maxHeight: heights[2],
                alignment: alignment
            )), children: [node])
        })
    }

    /// Keeps the view at its ideal size on the given axes, whatever it is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedContent<Self, WrappingModifier> {
        modifier(WrappingModifier { node, _ in
            Node(.fixedSize(horizontal: horizontal, vertical: vertical), children: [node])
        })
    }

    /// Stacks offer space to higher priorities first.
    public func layoutPriority(_ priority: Double) -> ModifiedContent<Self, WrappingModifier> {
        modifier(WrappingModifier { node, _ in
            node.layoutPriority = priority
            return node
        })
    }

    /// A view drawn behind this one, at this one's size.
    public func background<Background: View>(
        alignment: Alignment = .center,
        @ViewBuilder _ content: () -> Background
    ) -> ModifiedContent<Self, WrappingModifier> {
        let layer = content()
        return modifier(WrappingModifier { node, context in
            let layerNode = Resolver.single(Resolver.nodes(for: layer, in: context.inside(stackAxis: nil)))
            return Node(.background(alignment), children: [node, layerNode])
        })
    }

    /// A view drawn over this one, at this one's size.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center,
        @ViewBuilder _ content: () -> Overlay
    ) -> ModifiedContent<Self, WrappingModifier> {
        let layer = content()
        return modifier(WrappingModifier { node, context in
            let layerNode = Resolver.single(Resolver.nodes(for: layer, in: context.inside(stackAxis: nil)))
            return Node(.overlay(alignment), children: [node, layerNode])
        })
    }

    /// Clips the view to its frame; the shape's corner radius is named in the semantics.
    public func clipShape(_ shape: some Shape) -> ModifiedContent<Self, WrappingModifier> {
        let radius = shape._shapeDescription.cornerRadius
        return modifier(WrappingModifier { node, _ in
            if let radius { node.semanticTarget.semantics.properties.append(("cornerRadius", radius)) }
            return Node(.clip, children: [node])
        })
    }

    /// Clips the view to its frame.
    public func clipped() -> ModifiedContent<Self, WrappingModifier> {
        modifier(WrappingModifier { node, _ in Node(.clip, children: [node]) })
    }
}
