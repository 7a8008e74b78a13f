import Foundation

/// The settings a renderer makes its contexts with; `UIGraphicsImageRendererFormat` is
/// the one for images.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    public required override init() {
        super.init()
    }

    /// The format for the main screen.
    @available(iOS, deprecated: 11.0, renamed: "preferred()")
    open class func `default`() -> Self { Self() }

    /// The format for the device's main screen.
    open class func preferred() -> Self { Self() }

    /// The rectangle the renderer draws into, in points.
    open var bounds: CGRect { _bounds }
    var _bounds = CGRect.zero
}

/// What a renderer's drawing actions are handed: its Core Graphics context, its format,
/// and fills and strokes of rectangles in the current fill and stroke colors.
open class UIGraphicsRendererContext: NSObject {
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
        super.init()
    }

    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Fills `rect` with the current fill color (`UIColor.setFill()`).
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke color and line width.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Narrows drawing to `rect` for the rest of the actions.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// The base of UIKit's renderers: bounds and a format.
open class UIGraphicsRenderer: NSObject, @unchecked Sendable {
    private let rendererFormat: UIGraphicsRendererFormat

    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format._bounds = bounds
        rendererFormat = format
        super.init()
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat.preferred())
    }

    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Whether the renderer can make images: true for an image renderer.
    open var allowsImageOutput: Bool { false }

    /// The context type this renderer hands its actions.
    open class func rendererContextClass() -> AnyClass { UIGraphicsRendererContext.self }
}
