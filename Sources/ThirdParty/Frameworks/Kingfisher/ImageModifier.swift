import Foundation
import UIKit

/// Changes an image's properties (rendering mode, say) after it is cached, before it is shown.
public protocol ImageModifier: Sendable {
    func modify(_ image: KFCrossPlatformImage) -> KFCrossPlatformImage
}

/// An image modifier from a closure.
public struct AnyImageModifier: ImageModifier {
    let block: @Sendable (KFCrossPlatformImage) throws -> KFCrossPlatformImage

    public init(modify: @escaping @Sendable (KFCrossPlatformImage) throws -> KFCrossPlatformImage) {
        block = modify
    }

    public func modify(_ image: KFCrossPlatformImage) -> KFCrossPlatformImage {
        (try? block(image)) ?? image
    }
}

/// Draws the image as a template or as its own colors.
public struct RenderingModeImageModifier: ImageModifier {
    public let renderingMode: UIImage.RenderingMode

    public init(renderingMode: UIImage.RenderingMode = .automatic) {
        self.renderingMode = renderingMode
    }

    public func modify(_ image: KFCrossPlatformImage) -> KFCrossPlatformImage {
        image.withRenderingMode(renderingMode)
    }
}

/// Mirrors the image in right-to-left layouts.
public struct FlipsForRightToLeftLayoutDirectionImageModifier: ImageModifier {
    public init() {}

    public func modify(_ image: KFCrossPlatformImage) -> KFCrossPlatformImage { image }
}
