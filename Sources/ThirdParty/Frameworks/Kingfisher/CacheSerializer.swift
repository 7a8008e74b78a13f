import Foundation
import UIKit

/// Turns an image into the data cached on disk, and back.
public protocol CacheSerializer: Sendable {
    func data(with image: KFCrossPlatformImage, original: Data?) -> Data?
    func image(with data: Data, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage?
    var originalDataUsed: Bool { get }
}

extension CacheSerializer {
    public var originalDataUsed: Bool { false }
}

/// Keeps the original data when there is some, else the image's PNG.
public struct DefaultCacheSerializer: CacheSerializer {
    public static let `default` = DefaultCacheSerializer()
    public var compressionQuality: CGFloat = 1.0
    public var preferCacheOriginalData: Bool = false
    public var originalDataUsed: Bool { preferCacheOriginalData }

    public init() {}

    public func data(with image: KFCrossPlatformImage, original: Data?) -> Data? {
        original ?? image.pngData()
    }

    public func image(with data: Data, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        UIImage(data: data, scale: options.scaleFactor)
    }
}

/// Caches in one format whatever the download was: `.png` keeps a rounded image's corners clear.
public struct FormatIndicatedCacheSerializer: CacheSerializer {
    public static let png = FormatIndicatedCacheSerializer(imageFormat: .PNG, jpegCompressionQuality: nil)
    public static let jpeg = FormatIndicatedCacheSerializer(imageFormat: .JPEG, jpegCompressionQuality: 1.0)
    public static let gif = FormatIndicatedCacheSerializer(imageFormat: .GIF, jpegCompressionQuality: nil)

    public static func jpeg(compressionQuality: CGFloat) -> FormatIndicatedCacheSerializer {
        FormatIndicatedCacheSerializer(imageFormat: .JPEG, jpegCompressionQuality: compressionQuality)
    }

    private let imageFormat: ImageFormat
    private let jpegCompressionQuality: CGFloat?

    init(imageFormat: ImageFormat, jpegCompressionQuality: CGFloat?) {
        self.imageFormat = imageFormat
        self.jpegCompressionQuality = jpegCompressionQuality
    }

    public func data(with image: KFCrossPlatformImage, original: Data?) -> Data? {
        switch imageFormat {
        case .PNG: image.pngData() ?? original
        case .JPEG: image.jpegData(compressionQuality: jpegCompressionQuality ?? 1.0) ?? original
        case .GIF, .unknown: original
        }
    }

    public func image(with data: Data, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        UIImage(data: data, scale: options.scaleFactor)
    }
}

/// An image file's format, as its first bytes say.
public enum ImageFormat: Sendable {
    case unknown
    case PNG
    case JPEG
    case GIF
}
