import Foundation
import SwiftUI

/// Kingfisher's SwiftUI image: `KFImage(url).placeholder { ProgressView() }.resizable()`.
/// Nothing downloads in a render: it draws its placeholder, or a box named `KFImage`
/// with the URL in the semantics.
public struct KFImage: KFImageProtocol {
    nonisolated public var context: Context<Image>

    nonisolated public init(context: Context<Image>) {
        self.context = context
    }
}

extension Image: KFImageHoldingView {
    public typealias RenderingView = Image

    public static func created(from image: KFCrossPlatformImage?, context: KFImage.Context<Image>) -> Image {
        image.map { Image(uiImage: $0) } ?? Image(systemName: "photo")
    }
}

// MARK: - Image compatibility

extension KFImage {
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> KFImage {
        configure { $0.resizable(capInsets: capInsets, resizingMode: resizingMode) }
    }

    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> KFImage {
        configure { $0.renderingMode(renderingMode) }
    }

    public func interpolation(_ interpolation: Image.Interpolation) -> KFImage {
        configure { $0.interpolation(interpolation) }
    }

    public func antialiased(_ isAntialiased: Bool) -> KFImage {
        configure { $0.antialiased(isAntialiased) }
    }

    @available(*, deprecated, message: "This is not necessary anymore since `@StateObject` is used. It does nothing now and please just remove it.")
    public func loadImmediately(_ start: Bool = true) -> KFImage {
        self
    }
}
