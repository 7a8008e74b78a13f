import Foundation

/// An image renderer's settings: its scale (pixels a point), whether it is opaque, and
/// its color range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The color range of the renderer's images.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    /// Pixels a point: the main screen's unless set.
    open var scale: CGFloat = UIScreen.deviceScale
    /// An opaque image has no alpha: what is not drawn is black.
    open var opaque = false
    /// Which colors the image holds; drawing here is 8-bit sRGB whatever it says.
    open var preferredRange = Range.automatic

    @available(iOS, deprecated: 12.0, message: "Use preferredRange instead")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    public required init() {
        super.init()
    }

    /// The format for a display with the traits: their scale, when they give one.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}

/// What an image renderer's actions draw with: a context of the renderer's size in
/// points, its origin at the top left, backed by pixels of that size times the scale.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageFormat: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, imageFormat: UIGraphicsImageRendererFormat) {
        self.imageFormat = imageFormat
        super.init(cgContext: cgContext, format: imageFormat)
    }

    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        guard let cgImage = cgContext.makeImage() else { return UIImage(name: "drawing", size: imageFormat.bounds.size, scale: imageFormat.scale) }
        return UIImage(cgImage: cgImage, scale: imageFormat.scale, orientation: .up)
    }
}

/// Makes images by drawing, as UIKit's renderer does: the actions draw into a context
/// of real pixels (see `CGContext`), and the image has the renderer's size and holds
/// what was drawn. An image of one color all over (a single fill) is named by that color
/// where a render shows it. `pngData` is a real PNG of those pixels.
///
///     let dot = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
///         UIColor.red.setFill()
///         context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
///     }
open class UIGraphicsImageRenderer: UIGraphicsRenderer, @unchecked Sendable {
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private let imageFormat: UIGraphicsImageRendererFormat

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        super.init(bounds: bounds, format: format)
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    open override var format: UIGraphicsImageRendererFormat { imageFormat }
    open override var allowsImageOutput: Bool { true }
    open override class func rendererContextClass() -> AnyClass { UIGraphicsImageRendererContext.self }

    /// The image the actions draw, of the renderer's size and scale.
    open func image(actions: DrawingActions) -> UIImage {
        let context = run(actions)
        return context.currentImage
    }

    /// The PNG of the image the actions draw.
    open func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// What UIKit returns when it cannot encode the image as JPEG: empty data. Linux has
    /// no JPEG encoder (a text render draws no image), so this is always empty here;
    /// `pngData(actions:)` writes the pixels.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        _ = run(actions)
        return Data()
    }

    /// Runs the actions with a fresh context as the current one.
    private func run(_ actions: DrawingActions) -> UIGraphicsImageRendererContext {
        let bounds = imageFormat.bounds
        let cgContext = CGContext.uiKitBitmap(size: bounds.size, scale: imageFormat.scale, opaque: imageFormat.opaque, origin: bounds.origin)
            ?? CGContext.uiKitBitmap(size: CGSize(width: 1, height: 1), scale: 1, opaque: imageFormat.opaque)!
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, imageFormat: imageFormat)
        UIGraphicsPushContext(cgContext)
        defer { UIGraphicsPopContext() }
        actions(context)
        return context
    }
}
