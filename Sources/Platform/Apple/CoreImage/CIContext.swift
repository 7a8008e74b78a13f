import Foundation

/// Options a context is made with; accepted, and changing nothing here.
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
    public static let workingFormat = CIContextOption(rawValue: "kCIContextWorkingFormat")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    public static let highQualityDownsample = CIContextOption(rawValue: "kCIContextHighQualityDownsample")
    public static let outputPremultiplied = CIContextOption(rawValue: "kCIContextOutputPremultiplied")
    public static let allowLowPower = CIContextOption(rawValue: "kCIContextAllowLowPower")
    public static let name = CIContextOption(rawValue: "kCIContextName")
}

/// Turns Core Image images into bitmaps. No filter runs here (see `CIFilter`), so a
/// bitmap is the image's source drawn into the rectangle asked for: cropped, and scaled
/// where the image was transformed; a color image is that color.
open class CIContext: NSObject, @unchecked Sendable {
    public init(options: [CIContextOption: Any]? = nil) {
        super.init()
    }

    public convenience init(cgContext: CGContext, options: [CIContextOption: Any]? = nil) {
        self.init(options: options)
    }

    open var workingColorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    open var workingFormat: Int32 { 0 }

    /// A bitmap of `fromRect` of `image` (Core Image's space: y up). Nil when the
    /// rectangle is empty or infinite, or the image has nothing there.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let rect = fromRect.integral
        guard !rect.isNull, !rect.isInfinite, rect.width >= 1, rect.height >= 1, rect.width * rect.height <= CGFloat(1 << 26),
              let context = CGContext(data: nil, width: Int(rect.width), height: Int(rect.height), bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        context.translateBy(x: -rect.minX, y: -rect.minY)
        if let color = image.color {
            context.setFillColor(CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
            context.fill(rect)
        } else if let cgImage = image.cgImage, !image.extent.isNull, !image.extent.isInfinite {
            context.draw(cgImage, in: image.extent)
        } else {
            return nil
        }
        return context.makeImage()
    }

    open func createCGImage(_ image: CIImage, from fromRect: CGRect, format: Int32, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: fromRect)
    }

    /// Draws the part `fromRect` of `image` into `inRect` of the context this was made with;
    /// a context made without one draws nowhere.
    open func draw(_ image: CIImage, in inRect: CGRect, from fromRect: CGRect) {}

    /// The image as PNG bytes, through `createCGImage`.
    open func pngRepresentation(of image: CIImage, format: Int32, colorSpace: CGColorSpace, options: [AnyHashable: Any] = [:]) -> Data? {
        createCGImage(image, from: image.extent)?.pngData
    }

    /// Nil: JPEG is not encoded here, which Core Image reports as nil too.
    open func jpegRepresentation(of image: CIImage, colorSpace: CGColorSpace, options: [AnyHashable: Any] = [:]) -> Data? {
        nil
    }

    open func clearCaches() {}
    open func reclaimResources() {}
}

/// Pixel formats Core Image names.
public let kCIFormatRGBA8: Int32 = 264
public let kCIFormatBGRA8: Int32 = 266
public let kCIFormatARGB8: Int32 = 265
public let kCIFormatRGBAh: Int32 = 2056
