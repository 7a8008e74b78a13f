import Foundation
import SwiftUI

/// Kingfisher's SwiftUI view for animated images (GIFs). Drawn as `KFImage` is: its
/// placeholder, or a box named `KFAnimatedImage` with the URL in the semantics.
public struct KFAnimatedImage: KFImageProtocol {
    public typealias HoldingView = KFAnimatedImageViewRepresenter
    nonisolated public var context: KFImage.Context<HoldingView>

    nonisolated public init(context: KFImage.Context<HoldingView>) {
        self.context = context
    }

    /// Changes the animated image view; there is none in a still picture.
    public func configure(_ block: @escaping (HoldingView.RenderingView) -> Void) -> Self {
        self
    }

    public func purgeFramesOnBackground(_ purge: Bool = true) -> Self {
        self
    }
}

/// The view that shows a loaded animated image.
public struct KFAnimatedImageViewRepresenter: KFImageHoldingView, Sendable {
    public typealias RenderingView = AnimatedImageView
    let image: KFCrossPlatformImage?

    public static func created(from image: KFCrossPlatformImage?, context: KFImage.Context<Self>) -> KFAnimatedImageViewRepresenter {
        KFAnimatedImageViewRepresenter(image: image)
    }

    public var body: some View {
        _FrameworkPlaceholder(KFAnimatedImage.self, kind: "KFAnimatedImage")
    }
}
