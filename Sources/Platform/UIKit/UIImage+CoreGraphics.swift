import CoreImage
import Foundation

// An image over a Core Graphics bitmap or a Core Image image, drawn into the current
// context, and prepared for display.
extension UIImage {
    /// An image of `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`, its size in points its pixels over `scale` (width and
    /// height swapped for a quarter-turn orientation).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 ? scale : 1
        let size = cgImage.pointSize(scale: scale, quarterTurned: [.left, .leftMirrored, .right, .rightMirrored].contains(orientation))
        let name = cgImage.layout == nil ? "cgImage \(cgImage.width)×\(cgImage.height)" : "drawing \(Self.points(size.width))×\(Self.points(size.height))"
        self.init(name: name, size: size, scale: scale)
        cgImageStorage = cgImage
        imageOrientation = orientation
    }

    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// An image of `ciImage`, its size its extent over `scale`; an infinite extent gives
    /// an empty size, as UIKit's.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        let extent = ciImage.extent
        let finite = !extent.isNull && !extent.isInfinite
        let scale = scale > 0 ? scale : 1
        self.init(name: "ciImage", size: finite ? CGSize(width: extent.width / scale, height: extent.height / scale) : .zero, scale: scale)
        ciImageStorage = ciImage
        imageOrientation = orientation
    }

    /// The bitmap under the image: the one it was made from, or for an image read from a
    /// file, a bitmap of its pixel size whose pixels are not known here. Nil for a
    /// symbol and for an image made from a `CIImage`, as in UIKit.
    public var cgImage: CGImage? {
        if let cgImageStorage { return cgImageStorage }
        guard format != nil else { return nil }
        return CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()), opaque: format == .jpeg)
    }

    /// The Core Image image the image was made from, if it was.
    public var ciImage: CIImage? { ciImageStorage }

    /// What a drawn image holds, for the view layer to name: its size in points and the
    /// one color of all its pixels, if they have one. Nil unless the pixels are known.
    package var drawnContents: DrawnContents? {
        guard let cgImage = cgImageStorage, cgImage.layout != nil else { return nil }
        return DrawnContents(size: size, uniformColor: cgImage.uniformColor.map(DrawnContents.Color.init))
    }

    /// A drawn image's size and uniform color.
    package struct DrawnContents: Equatable, Sendable {
        /// A color as 0–255 red, green, blue and alpha, unpremultiplied.
        package struct Color: Equatable, Sendable {
            package let red: UInt8
            package let green: UInt8
            package let blue: UInt8
            package let alpha: UInt8

            package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
                self.red = red
                self.green = green
                self.blue = blue
                self.alpha = alpha
            }

            init(_ color: PremultipliedColor) {
                (red, green, blue, alpha) = color.unpremultipliedBytes
            }
        }

        package let size: CGSize
        package let uniformColor: Color?
    }

    // MARK: - Drawing

    /// Draws the image into `rect` of the current context, upright (UIKit's contexts are
    /// flipped, and the image is drawn flipped back).
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(origin: .zero, size: rect.size))
        context.restoreGState()
    }

    /// Draws the image repeated over `rect`.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        context.clip(to: rect)
        context.draw(cgImage, in: CGRect(origin: rect.origin, size: size), byTiling: true)
        context.restoreGState()
    }

    // MARK: - Preparing

    /// The image ready to draw: here it already is, so the same image.
    public func preparingForDisplay() -> UIImage? {
        self
    }

    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(self)
    }

    public var byPreparingForDisplay: UIImage? {
        get async { self }
    }

    /// A smaller image of at most `size`, drawn from this one: its pixels when they are
    /// known, its size otherwise. Nil for an image with no bitmap (a symbol).
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard let cgImage, size.width > 0, size.height > 0 else { return nil }
        let renderer = UIGraphicsImageRenderer(size: size, format: { let format = UIGraphicsImageRendererFormat(); format.scale = scale; return format }())
        if cgImage.layout == nil {
            return UIImage(cgImage: CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded())), scale: scale, orientation: imageOrientation)
        }
        return renderer.image { _ in draw(in: CGRect(origin: .zero, size: size)) }
    }

    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    // MARK: - Animation

    /// The frames of an animated image; nil for a still one.
    public var images: [UIImage]? { frames?.images }
    public var duration: TimeInterval { frames?.duration ?? 0 }

    /// An image that plays `images` over `duration` seconds: the first frame's size.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let image = first.variant { _ in }
        image.frames = (images, duration)
        return image
    }

    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        UIImage(named: name)
    }

    /// A number of points as a name shows it: no fraction when there is none.
    static func points(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

extension CIImage {
    /// The image's bitmap as a Core Image image; nil for an image with no bitmap.
    public convenience init?(image: UIImage) {
        if let ciImage = image.ciImage {
            self.init(cgImage: ciImage.cgImage, extent: ciImage.extent)
        } else if let cgImage = image.cgImage {
            self.init(cgImage: cgImage)
        } else {
            return nil
        }
    }

    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) {
        self.init(image: image)
    }
}
