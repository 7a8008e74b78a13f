import Foundation

/// A bitmap image. One drawn here (`CGContext.makeImage()`, a renderer's image) holds its
/// pixels, in the layout it names; one read from a file keeps the size its header
/// declares and pixels not known here (Linux decodes no PNG or JPEG: a text render draws
/// no image), so it draws nothing and has no data provider.
public final class CGImage: Hashable, @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent
    /// The pixels' bytes, for an image whose pixels are known.
    public let dataProvider: CGDataProvider?
    /// How to read `dataProvider`'s bytes; nil when the pixels are not known here.
    package let layout: PixelLayout?

    /// An image of that pixel size whose pixels are not known here (a file's, read by its
    /// header). `opaque` gives it no alpha, as a decoded JPEG has none.
    package init(width: Int, height: Int, opaque: Bool = false) {
        self.width = width
        self.height = height
        bitsPerComponent = 8
        bitsPerPixel = 32
        bytesPerRow = width * 4
        colorSpace = CGColorSpace(name: CGColorSpace.sRGB, model: .rgb)
        bitmapInfo = CGBitmapInfo(rawValue: (opaque ? CGImageAlphaInfo.noneSkipLast : .premultipliedLast).rawValue)
        shouldInterpolate = true
        renderingIntent = .defaultIntent
        dataProvider = nil
        layout = nil
    }

    package init(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo,
                 provider: CGDataProvider?, layout: PixelLayout?, shouldInterpolate: Bool = true, intent: CGColorRenderingIntent = .defaultIntent) {
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        colorSpace = space
        self.bitmapInfo = bitmapInfo
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
        dataProvider = provider
        self.layout = layout
    }

    /// An image over `provider`'s bytes in the layout given. Nil when a size is not
    /// positive or the bytes are too few for the rows; pixels in a layout this does not
    /// read (16-bit, float, CMYK) are kept, and draw nothing.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo,
                             provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0, bitsPerComponent > 0, bitsPerPixel >= bitsPerComponent,
              bytesPerRow >= (width * bitsPerPixel + 7) / 8, provider.bytes.count >= bytesPerRow * (height - 1) + (width * bitsPerPixel + 7) / 8 else { return nil }
        let layout = PixelLayout(model: space.model, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bitmapInfo: bitmapInfo, forContext: false)
        self.init(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow, space: space,
                  bitmapInfo: bitmapInfo, provider: provider, layout: layout, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }
    public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrderInfo }
    public var pixelFormatInfo: CGImagePixelFormatInfo { CGImagePixelFormatInfo(rawValue: bitmapInfo.rawValue & 0xF0000) ?? .packed }
    public var isMask: Bool { false }
    public var decode: UnsafePointer<CGFloat>? { nil }
    /// The type identifier of the file the image was read from; nil here.
    public var utType: CFString? { nil }

    /// The part of the image inside `rect` (in pixels, from the top left), or nil when
    /// they do not meet.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = rect.standardized.integral.intersection(bounds)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let (x0, y0, w, h) = (Int(area.minX), Int(area.minY), Int(area.width), Int(area.height))
        guard let layout, let bytes = dataProvider?.bytes else {
            return CGImage(width: w, height: h, opaque: alphaInfo == .noneSkipLast || alphaInfo == .noneSkipFirst || alphaInfo == .none)
        }
        let rowBytes = w * layout.bytesPerPixel
        var cropped = Data(capacity: rowBytes * h)
        for row in y0..<(y0 + h) {
            let start = row * bytesPerRow + x0 * layout.bytesPerPixel
            cropped.append(bytes[(bytes.startIndex + start)..<(bytes.startIndex + start + rowBytes)])
        }
        return CGImage(width: w, height: h, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: rowBytes, space: colorSpace,
                       bitmapInfo: bitmapInfo, provider: CGDataProvider(bytes: cropped), layout: layout, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    public func copy() -> CGImage? { self }

    /// The same pixels, said to be in `space`; nil when its model differs.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard space.model == colorSpace?.model else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow, space: space,
                       bitmapInfo: bitmapInfo, provider: dataProvider, layout: layout, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// The image's size in points shown at `scale` pixels a point, width and height
    /// swapped when it is shown a quarter turn round: how UIKit and SwiftUI size it.
    package func pointSize(scale: CGFloat, quarterTurned: Bool) -> CGSize {
        let scale = scale > 0 ? scale : 1
        return CGSize(width: CGFloat(quarterTurned ? height : width) / scale, height: CGFloat(quarterTurned ? width : height) / scale)
    }

    // MARK: - Pixels

    /// The pixel at column `x`, row `y` from the top; nil when pixels are not known.
    package func pixel(x: Int, y: Int) -> PremultipliedColor? {
        guard let layout, let bytes = dataProvider?.bytes, (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        return bytes.withUnsafeBytes { layout.read($0.baseAddress!, at: y * bytesPerRow + x * layout.bytesPerPixel) }
    }

    /// The one color every pixel has, or nil when they differ or are not known.
    package var uniformColor: PremultipliedColor? {
        guard let layout, let bytes = dataProvider?.bytes else { return nil }
        return bytes.withUnsafeBytes { raw -> PremultipliedColor? in
            let base = raw.baseAddress!
            let first = layout.read(base, at: 0)
            for row in 0..<height {
                for column in 0..<width where layout.read(base, at: row * bytesPerRow + column * layout.bytesPerPixel) != first {
                    return nil
                }
            }
            return first
        }
    }

    /// Red, green, blue and alpha bytes, row by row, unpremultiplied: what a PNG holds.
    /// Nil when pixels are not known.
    package var unpremultipliedRGBA: [UInt8]? {
        guard let layout, let bytes = dataProvider?.bytes else { return nil }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let rgba = PixelLayout(model: .rgb, bitsPerComponent: 8, bitsPerPixel: 32, bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue), forContext: false)!
        bytes.withUnsafeBytes { raw in
            out.withUnsafeMutableBytes { target in
                for row in 0..<height {
                    for column in 0..<width {
                        let color = layout.read(raw.baseAddress!, at: row * bytesPerRow + column * layout.bytesPerPixel)
                        rgba.write(color, to: target.baseAddress!, at: (row * width + column) * 4)
                    }
                }
            }
        }
        return out
    }

    /// The image as a PNG, when its pixels are known.
    package var pngData: Data? {
        unpremultipliedRGBA.map { PNGEncoder.encode(width: width, height: height, rgba: $0) }
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
