import Foundation

/// A bitmap drawing destination, as Core Graphics offers it: a real pixel buffer of its
/// size that fills, strokes, clears and drawn images land in, so an image made from it
/// holds what was drawn. Drawing is deterministic: a pixel is painted when its center is
/// inside the shape (no anti-aliasing), images are sampled at the nearest pixel, and
/// colors are read as sRGB numbers. Shadows are kept in the state and not drawn.
///
///     let context = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
///                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
public final class CGContext {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    /// The pixels, row 0 at the top of the image.
    public let data: UnsafeMutableRawPointer?
    private let ownsData: Bool
    let layout: PixelLayout
    var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The path being built, in pixel space (y down): points are mapped through the
    /// transform in force when they are added, as Core Graphics does.
    var pixelPath = CGMutablePath()
    /// Whether something drew pixels not known here (a file's image, an asset color):
    /// an image made from the context then knows its size and not its pixels.
    package private(set) var hasUnknownPixels = false

    /// Nil for a layout Core Graphics does not draw into: components other than 8 bits,
    /// RGB without a fourth byte, unpremultiplied alpha, CMYK. `bytesPerRow` 0 is worked
    /// out; `data` nil has the context keep its own buffer, cleared.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let bitsPerPixel: Int
        switch (space.model, info.alphaInfo) {
        case (.rgb, _): bitsPerPixel = 32
        case (.monochrome, .none): bitsPerPixel = 8
        case (.monochrome, _): bitsPerPixel = 16
        default: return nil
        }
        guard width > 0, height > 0,
              let layout = PixelLayout(model: space.model, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bitmapInfo: info, forContext: true) else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel else { return nil }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = rowBytes
        colorSpace = space
        self.bitmapInfo = info
        self.layout = layout
        if let data {
            self.data = data
            ownsData = false
        } else {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            self.data = buffer
            ownsData = true
        }
        if layout.alphaOffset == nil { fillBuffer(with: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1), onlyIfOwned: true) }
    }

    deinit {
        if ownsData { data?.deallocate() }
    }

    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }

    /// The pixel-space transform: user space through the CTM, then flipped so that
    /// device y grows upwards from the bottom row, as Core Graphics's device space does.
    var userToPixel: CGAffineTransform {
        state.ctm.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    // MARK: - Graphics state

    /// What `saveGState()` keeps and `restoreGState()` brings back.
    struct GraphicsState {
        var ctm = CGAffineTransform.identity
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dashPhase: CGFloat = 0
        var dashLengths: [CGFloat] = []
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var clip: CoverageMask?
        var interpolationQuality = CGInterpolationQuality.default
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor?)?
        var shouldAntialias = true
        var flatness: CGFloat = 0.5
        var renderingIntent = CGColorRenderingIntent.defaultIntent
    }

    public func saveGState() {
        savedStates.append(state)
    }

    /// Brings back the last saved state; with none saved, nothing changes.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    // MARK: - Transform

    /// The current transformation matrix: user space to device space (pixels, y up).
    public var ctm: CGAffineTransform { state.ctm }
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: - Colors and line

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(space: CGColorSpace(name: CGColorSpace.genericCMYK, model: .cmyk), components: [cyan, magenta, yellow, black, alpha])
    }

    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(space: CGColorSpace(name: CGColorSpace.genericCMYK, model: .cmyk), components: [cyan, magenta, yellow, black, alpha])
    }

    public func setFillColorSpace(_ space: CGColorSpace) {}
    public func setStrokeColorSpace(_ space: CGColorSpace) {}

    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

    /// Dash lengths and where in them the line starts; no lengths draws a solid line.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
    }

    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

    /// Multiplies the alpha of everything drawn after.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) { state.renderingIntent = intent }

    /// Kept in the state; shadows are not drawn here.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { state.shadow = (offset, blur, color) }
    public func setShadow(offset: CGSize, blur: CGFloat) { state.shadow = (offset, blur, CGColor(gray: 0, alpha: 1.0 / 3)) }

    /// How images are resampled; drawing here takes the nearest pixel at every quality.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    public func flush() {}
    public func synchronize() {}

    // MARK: - Pixels

    /// Marks the context's pixels as not known here.
    func noteUnknownPixels() {
        hasUnknownPixels = true
    }

    func fillBuffer(with color: PremultipliedColor, onlyIfOwned: Bool) {
        guard let data, !onlyIfOwned || ownsData else { return }
        for row in 0..<height {
            for column in 0..<width {
                layout.write(color, to: data, at: row * bytesPerRow + column * layout.bytesPerPixel)
            }
        }
    }

    /// The pixel at column `x`, row `y` from the top.
    package func pixel(x: Int, y: Int) -> PremultipliedColor {
        layout.read(data!, at: y * bytesPerRow + x * layout.bytesPerPixel)
    }

    /// Paints `color` on the pixels `mask` covers, within the clip, in the state's blend
    /// mode and alpha.
    func paint(_ mask: CoverageMask, color: (Int, Int) -> PremultipliedColor?) {
        guard let data else { return }
        for row in 0..<height {
            for column in 0..<width where mask[column, row] && (state.clip?[column, row] ?? true) {
                guard var source = color(column, row) else { continue }
                source.red *= state.alpha
                source.green *= state.alpha
                source.blue *= state.alpha
                source.alpha *= state.alpha
                let offset = row * bytesPerRow + column * layout.bytesPerPixel
                let result = PremultipliedColor.blend(source, over: layout.read(data, at: offset), mode: state.blendMode)
                layout.write(result, to: data, at: offset)
            }
        }
    }

    /// A color's premultiplied components; nil, with the pixels marked not known, when
    /// its components are not known here.
    func premultiplied(_ color: CGColor) -> PremultipliedColor? {
        guard let rgba = color.rgba, ![rgba.red, rgba.green, rgba.blue, rgba.alpha].contains(where: \.isNaN) else {
            noteUnknownPixels()
            return nil
        }
        let alpha = min(max(rgba.alpha, 0), 1)
        func clamped(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) * alpha }
        return PremultipliedColor(red: clamped(rgba.red), green: clamped(rgba.green), blue: clamped(rgba.blue), alpha: alpha)
    }
}
