import Foundation
import UIKit

/// Scales a large image down while decoding it, to save memory.
public struct DownsamplingImageProcessor: ImageProcessor {
    public let size: CGSize
    public let identifier: String

    public init(size: CGSize) {
        self.size = size
        identifier = "com.onevcat.Kingfisher.DownsamplingImageProcessor(\(size))"
    }

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        item.passedThrough(scale: options.scaleFactor)
    }
}

/// The corners to round.
public struct RectCorner: OptionSet, Sendable {
    public let rawValue: Int
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let all: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

/// A corner radius in points, or as a fraction of the image's width or height.
public enum Radius: Sendable {
    case widthFraction(CGFloat)
    case heightFraction(CGFloat)
    case point(CGFloat)

    public func compute(with size: CGSize) -> CGFloat {
        switch self {
        case .point(let point): point
        case .widthFraction(let fraction): size.width * fraction
        case .heightFraction(let fraction): size.height * fraction
        }
    }
}

/// Rounds the image's corners.
public struct RoundCornerImageProcessor: ImageProcessor {
    public let identifier: String
    public let radius: Radius
    public let roundingCorners: RectCorner
    public let targetSize: CGSize?
    public let backgroundColor: KFCrossPlatformColor?

    public init(cornerRadius: CGFloat, targetSize: CGSize? = nil, roundingCorners corners: RectCorner = .all, backgroundColor: KFCrossPlatformColor? = nil) {
        self.init(radius: .point(cornerRadius), targetSize: targetSize, roundingCorners: corners, backgroundColor: backgroundColor)
    }

    public init(radius: Radius, targetSize: CGSize? = nil, roundingCorners corners: RectCorner = .all, backgroundColor: KFCrossPlatformColor? = nil) {
        self.radius = radius
        self.targetSize = targetSize
        roundingCorners = corners
        self.backgroundColor = backgroundColor
        let size = targetSize.map { "_\($0)" } ?? ""
        identifier = "com.onevcat.Kingfisher.RoundCornerImageProcessor(\(radius)\(size))"
    }

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        item.passedThrough(scale: options.scaleFactor)
    }
}

/// How a resized image fits its reference size.
public enum ContentMode: Sendable {
    case none
    case aspectFit
    case aspectFill
}

/// Resizes the image to a reference size.
public struct ResizingImageProcessor: ImageProcessor {
    public let identifier: String
    public let referenceSize: CGSize
    public let targetContentMode: ContentMode

    public init(referenceSize: CGSize, mode: ContentMode = .none) {
        self.referenceSize = referenceSize
        targetContentMode = mode
        identifier = mode == .none
            ? "com.onevcat.Kingfisher.ResizingImageProcessor(\(referenceSize))"
            : "com.onevcat.Kingfisher.ResizingImageProcessor(\(referenceSize), \(mode))"
    }

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        item.passedThrough(scale: options.scaleFactor)
    }
}

/// Blurs the image.
public struct BlurImageProcessor: ImageProcessor {
    public let identifier: String
    public let blurRadius: CGFloat

    public init(blurRadius: CGFloat) {
        self.blurRadius = blurRadius
        identifier = "com.onevcat.Kingfisher.BlurImageProcessor(\(blurRadius))"
    }

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        item.passedThrough(scale: options.scaleFactor)
    }
}

/// Lays a color over the image.
public struct OverlayImageProcessor: ImageProcessor {
    public let identifier: String
    public let overlay: KFCrossPlatformColor
    public let fraction: CGFloat

    public init(overlay: KFCrossPlatformColor, fraction: CGFloat = 0.5) {
        self.overlay = overlay
        self.fraction = fraction
        identifier = "com.onevcat.Kingfisher.OverlayImageProcessor(\(overlay)_\(fraction))"
    }

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        item.passedThrough(scale: options.scaleFactor)
    }
}

/// Tints the image with a color.
public struct TintImageProcessor: ImageProcessor {
    public let identifier: String
    public let tint: KFCrossPlatformColor

    public init(tint: KFCrossPlatformColor) {
        self.tint = tint
        identifier = "com.onevcat.Kingfisher.TintImageProcessor(\(tint))"
    }

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        item.passedThrough(scale: options.scaleFactor)
    }
}

/// Changes the image's brightness, contrast, saturation and exposure.
public struct ColorControlsProcessor: ImageProcessor {
    public let identifier: String
    public let brightness: CGFloat
    public let contrast: CGFloat
    public let saturation: CGFloat
    public let inputEV: CGFloat

    public init(brightness: CGFloat, contrast: CGFloat, saturation: CGFloat, inputEV: CGFloat) {
        self.brightness = brightness
        self.contrast = contrast
        self.saturation = saturation
        self.inputEV = inputEV
        identifier = "com.onevcat.Kingfisher.ColorControlsProcessor(\(brightness)_\(contrast)_\(saturation)_\(inputEV))"
    }

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        item.passedThrough(scale: options.scaleFactor)
    }
}

/// Makes the image black and white.
public struct BlackWhiteProcessor: ImageProcessor {
    public let identifier = "com.onevcat.Kingfisher.BlackWhiteProcessor"

    public init() {}

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        item.passedThrough(scale: options.scaleFactor)
    }
}

/// Crops the image to a size around an anchor.
public struct CroppingImageProcessor: ImageProcessor {
    public let identifier: String
    public let size: CGSize
    public let anchor: CGPoint

    public init(size: CGSize, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) {
        self.size = size
        self.anchor = anchor
        identifier = "com.onevcat.Kingfisher.CroppingImageProcessor(\(size)_\(anchor))"
    }

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        item.passedThrough(scale: options.scaleFactor)
    }
}
