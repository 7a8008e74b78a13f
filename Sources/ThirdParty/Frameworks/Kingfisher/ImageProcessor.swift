import Foundation
import UIKit

/// What a processor is given: an image, or the data an image is made from.
public enum ImageProcessItem: Sendable {
    case image(KFCrossPlatformImage)
    case data(Data)
}

/// Turns a downloaded image into the one shown (resized, rounded, blurred…). Linux
/// holds no pixels: the processors here hand the image on as it is, and their
/// identifiers, which cache keys are made from, are Kingfisher's.
public protocol ImageProcessor: Sendable {
    var identifier: String { get }
    func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage?
}

extension ImageProcessor {
    /// This processor, then `another`.
    public func append(another: any ImageProcessor) -> any ImageProcessor {
        ChainedProcessor(first: self, second: another)
    }
}

infix operator |>: AdditionPrecedence

/// `left`, then `right`: `DownsamplingImageProcessor(size: size) |> RoundCornerImageProcessor(cornerRadius: 8)`.
public func |> (left: any ImageProcessor, right: any ImageProcessor) -> any ImageProcessor {
    left.append(another: right)
}

struct ChainedProcessor: ImageProcessor {
    let first: any ImageProcessor
    let second: any ImageProcessor

    var identifier: String { first.identifier + "|>" + second.identifier }

    func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        first.process(item: item, options: options).flatMap { second.process(item: .image($0), options: options) }
    }
}

/// Makes an image from data; an image passes through.
public struct DefaultImageProcessor: ImageProcessor {
    public static let `default` = DefaultImageProcessor()
    public let identifier = ""

    public init() {}

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        item.passedThrough(scale: options.scaleFactor)
    }
}

extension ImageProcessItem {
    /// The image as it is, or the one its data makes: what every processor here returns.
    func passedThrough(scale: CGFloat) -> KFCrossPlatformImage? {
        switch self {
        case .image(let image): image
        case .data(let data): UIImage(data: data, scale: scale)
        }
    }
}
