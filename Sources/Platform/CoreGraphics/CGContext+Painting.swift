import Foundation

// Filling, stroking, clipping, clearing and drawing images into the pixels.
extension CGContext {
    /// Fills the current path under `rule`, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let mask = fillMask(rule: rule)
        beginPath()
        guard let color = premultiplied(state.fillColor) else { return }
        paint(mask) { _, _ in color }
    }

    /// Strokes the current path with the line settings, then empties it.
    public func strokePath() {
        let mask = strokeMask()
        beginPath()
        guard let color = premultiplied(state.strokeColor) else { return }
        paint(mask) { _, _ in color }
    }

    /// Fills, strokes or both, as `mode` says, then empties the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        var fillMask: CoverageMask?
        switch mode {
        case .fill, .fillStroke: fillMask = self.fillMask(rule: .winding)
        case .eoFill, .eoFillStroke: fillMask = self.fillMask(rule: .evenOdd)
        case .stroke: fillMask = nil
        }
        let strokeMask = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke ? self.strokeMask() : nil
        beginPath()
        if let fillMask, let color = premultiplied(state.fillColor) { paint(fillMask) { _, _ in color } }
        if let strokeMask, let color = premultiplied(state.strokeColor) { paint(strokeMask) { _, _ in color } }
    }

    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes each pair of points as its own line.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes the pixels of `rect` transparent (black, for a context with no alpha).
    public func clear(_ rect: CGRect) {
        var mask = CoverageMask(width: width, height: height)
        let path = CGMutablePath()
        path.addRect(rect, transform: userToPixel)
        mask.fill(PathFlattening.subpaths(of: path.steps, tolerance: 0.25).map(\.points), rule: .winding)
        let opaque = layout.alphaOffset == nil
        saveGState()
        state.blendMode = .copy
        state.alpha = 1
        paint(mask) { _, _ in opaque ? PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1) : .clear }
        restoreGState()
    }

    // MARK: - Clipping

    /// Narrows the clip to the current path under `rule`, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let mask = fillMask(rule: rule)
        beginPath()
        narrowClip(to: mask)
    }

    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: userToPixel)
        var mask = CoverageMask(width: width, height: height)
        mask.fill(PathFlattening.subpaths(of: path.steps, tolerance: 0.25).map(\.points), rule: .winding)
        narrowClip(to: mask)
    }

    /// Clears the clip; Core Graphics keeps this for contexts that draw pages.
    public func resetClip() {
        state.clip = nil
    }

    /// The smallest rectangle, in user space, holding what the clip lets through.
    public var boundingBoxOfClipPath: CGRect {
        guard let clip = state.clip else { return CGRect(x: 0, y: 0, width: width, height: height).applying(userToPixel.inverted()) }
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for row in 0..<height {
            for column in 0..<width where clip[column, row] {
                (minX, minY, maxX, maxY) = (min(minX, column), min(minY, row), max(maxX, column + 1), max(maxY, row + 1))
            }
        }
        guard minX <= maxX else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).applying(userToPixel.inverted())
    }

    private func narrowClip(to mask: CoverageMask) {
        if var clip = state.clip {
            clip.intersect(mask)
            state.clip = clip
        } else {
            state.clip = mask
        }
    }

    // MARK: - Images

    /// Draws `image` scaled into `rect`, its first row at the rectangle's maximum y, as
    /// Core Graphics does (so in a flipped context, such as UIKit's, it lands upside down).
    /// Each pixel takes the image's nearest pixel. An image whose pixels are not known
    /// here draws nothing and marks the context's pixels as not known.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard image.layout != nil, image.dataProvider != nil else {
            noteUnknownPixels()
            return
        }
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else { return }
        let toPixel = userToPixel
        let toUser = toPixel.inverted()
        let bounds = byTiling ? CGRect(x: 0, y: 0, width: width, height: height) : rect.applying(toPixel)
        var mask = CoverageMask(width: width, height: height)
        let firstRow = max(0, Int(bounds.minY.rounded(.down))), lastRow = min(height, Int(bounds.maxY.rounded(.up)))
        let firstColumn = max(0, Int(bounds.minX.rounded(.down))), lastColumn = min(width, Int(bounds.maxX.rounded(.up)))
        guard firstRow < lastRow, firstColumn < lastColumn else { return }
        for row in firstRow..<lastRow {
            for column in firstColumn..<lastColumn { mask[column, row] = true }
        }
        paint(mask) { column, row in
            let user = CGPoint(x: CGFloat(column) + 0.5, y: CGFloat(row) + 0.5).applying(toUser)
            var u = (user.x - rect.minX) / rect.width, v = (rect.maxY - user.y) / rect.height
            if byTiling { u -= u.rounded(.down); v -= v.rounded(.down) }
            guard (0..<1).contains(u), (0..<1).contains(v) else { return nil }
            return image.pixel(x: min(Int(u * CGFloat(image.width)), image.width - 1), y: min(Int(v * CGFloat(image.height)), image.height - 1))
        }
    }

    /// An image of the context's pixels as they are now; later drawing does not change it.
    public func makeImage() -> CGImage? {
        guard let data else { return nil }
        let bytes = Data(bytes: data, count: bytesPerRow * height)
        if hasUnknownPixels {
            return CGImage(width: width, height: height, opaque: layout.alphaOffset == nil)
        }
        return CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                       space: colorSpace, bitmapInfo: bitmapInfo, provider: CGDataProvider(bytes: bytes), layout: layout)
    }

    // MARK: - Masks

    /// The pixels the current path fills under `rule`.
    private func fillMask(rule: CGPathFillRule) -> CoverageMask {
        var mask = CoverageMask(width: width, height: height)
        mask.fill(PathFlattening.subpaths(of: pixelPath.steps, tolerance: 0.25).map(\.points), rule: rule)
        return mask
    }

    /// The pixels the current path's stroke covers: each piece of the outline is added on
    /// its own, so overlapping pieces never cancel.
    private func strokeMask() -> CoverageMask {
        var mask = CoverageMask(width: width, height: height)
        for polygon in strokeOutline.polygons(for: PathFlattening.subpaths(of: pixelPath.steps, tolerance: 0.25)) {
            mask.fill([polygon], rule: .winding)
        }
        return mask
    }
}
