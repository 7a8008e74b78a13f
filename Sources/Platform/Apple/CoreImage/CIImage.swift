import Foundation

/// An image as Core Image describes it: what it is made from and the rectangle it
/// covers. No filter runs on Linux (see `CIFilter`), so an image is its source bitmap and
/// its extent; cropping, transforming and filtering change the extent as Core Image
/// would, and `CIContext` hands the source's pixels back for it.
open class CIImage: NSObject, @unchecked Sendable {
    /// The bitmap the image was made from, when it was made from one.
    public let cgImage: CGImage?
    /// The rectangle the image covers, in Core Image's space (y up); infinite for a color.
    public let extent: CGRect
    /// The filters asked of it, in order, by name: what a test can read back.
    package let appliedFilters: [String]
    let color: CIColor?

    package init(cgImage: CGImage?, extent: CGRect, color: CIColor? = nil, appliedFilters: [String] = []) {
        self.cgImage = cgImage
        self.extent = extent
        self.color = color
        self.appliedFilters = appliedFilters
        super.init()
    }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height))
    }

    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]?) {
        self.init(cgImage: cgImage)
    }

    /// An image of one color everywhere: its extent is infinite.
    public convenience init(color: CIColor) {
        self.init(cgImage: nil, extent: .infinite, color: color)
    }

    /// An image over a file's bytes: the size its header declares (PNG, JPEG, GIF), its
    /// pixels not known here. Nil for bytes that are none of those.
    public convenience init?(data: Data) {
        guard let header = ImageHeader(data) else { return nil }
        self.init(cgImage: CGImage(width: header.width, height: header.height, opaque: header.format == .jpeg))
    }

    public convenience init?(data: Data, options: [CIImageOption: Any]?) {
        self.init(data: data)
    }

    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]?) {
        self.init(contentsOf: url)
    }

    /// An image with nothing in it.
    open class func empty() -> CIImage {
        CIImage(cgImage: nil, extent: .null)
    }

    open var properties: [String: Any] { [:] }
    open var url: URL? { nil }
    open var colorSpace: CGColorSpace? { cgImage?.colorSpace }

    /// The part inside `rect`.
    open func cropped(to rect: CGRect) -> CIImage {
        derived(extent: extent.intersection(rect))
    }

    /// The image moved by `matrix`: its extent is the transformed extent.
    open func transformed(by matrix: CGAffineTransform) -> CIImage {
        derived(extent: extent.isInfinite ? extent : extent.applying(matrix))
    }

    open func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: matrix)
    }

    /// The image turned as `orientation` says: a quarter turn swaps width and height.
    open func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        switch orientation {
        case .left, .leftMirrored, .right, .rightMirrored:
            derived(extent: CGRect(x: extent.minX, y: extent.minY, width: extent.height, height: extent.width))
        default:
            self
        }
    }

    open func oriented(forExifOrientation orientation: Int32) -> CIImage {
        CGImagePropertyOrientation(rawValue: UInt32(orientation)).map(oriented) ?? self
    }

    /// The image with its edge pixels repeated for ever: an infinite extent.
    open func clampedToExtent() -> CIImage {
        derived(extent: .infinite)
    }

    open func composited(over destination: CIImage) -> CIImage {
        derived(extent: extent.union(destination.extent))
    }

    /// `filterName` with this image as its input: the same image, named (see `CIFilter`).
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        CIImage(cgImage: cgImage, extent: extent, color: color, appliedFilters: appliedFilters + [filterName])
    }

    open func applyingFilter(_ filterName: String) -> CIImage {
        applyingFilter(filterName, parameters: [:])
    }

    /// A Gaussian blur of `sigma`: the same image and extent, as every filter here.
    open func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    open func settingAlphaOne(in extent: CGRect) -> CIImage { self }
    open func premultiplyingAlpha() -> CIImage { self }
    open func unpremultiplyingAlpha() -> CIImage { self }
    open func samplingLinear() -> CIImage { self }
    open func samplingNearest() -> CIImage { self }

    private func derived(extent: CGRect) -> CIImage {
        CIImage(cgImage: cgImage, extent: extent, color: color, appliedFilters: appliedFilters)
    }

    open override var description: String { "<CIImage extent \(extent)>" }
}

/// Options an image is made with.
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
    public static let nearestSampling = CIImageOption(rawValue: "kCIImageNearestSampling")
    public static let cacheImmediately = CIImageOption(rawValue: "kCIImageCacheImmediately")
}
