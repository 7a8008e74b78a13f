import Foundation
import DesignTokens
import SwiftUI

/// SDWebImageSwiftUI's animated image view (GIF, APNG, WebP). Nothing plays on Linux:
/// it draws its placeholder if it has one, else a box named `AnimatedImage` with its
/// URL, asset name or data size in the semantics.
public struct AnimatedImage: View {
    let source: (key: String, value: String)
    let placeholder: AnyView?
    @Binding public var isAnimating: Bool

    public init(url: URL?, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
                isAnimating: Binding<Bool> = .constant(true), placeholderImage: PlatformImage? = nil) {
        source = ("url", url?.absoluteString ?? "nil")
        placeholder = placeholderImage.map { AnyView(Image(uiImage: $0)) }
        _isAnimating = isAnimating
    }

    public init<T>(url: URL?, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
                   isAnimating: Binding<Bool> = .constant(true), @ViewBuilder placeholder: @escaping () -> T) where T: View {
        source = ("url", url?.absoluteString ?? "nil")
        self.placeholder = AnyView(placeholder())
        _isAnimating = isAnimating
    }

    public init(name: String, bundle: Bundle? = nil, isAnimating: Binding<Bool> = .constant(true)) {
        source = ("name", name)
        placeholder = nil
        _isAnimating = isAnimating
    }

    public init(data: Data, scale: CGFloat = 1, isAnimating: Binding<Bool> = .constant(true)) {
        source = ("data", "\(data.count) bytes")
        placeholder = nil
        _isAnimating = isAnimating
    }

    public var body: some View {
        Group {
            if let placeholder {
                ZStack { placeholder }
            } else {
                _FrameworkPlaceholder(AnimatedImage.self, kind: "AnimatedImage")
            }
        }
        .semanticsKind("AnimatedImage")
        .semanticsProperty(source.key, source.value)
    }
}

// MARK: - Image compatibility and animation settings: kept by the view, nothing plays

extension AnimatedImage {
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> AnimatedImage { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> AnimatedImage { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> AnimatedImage { self }
    public func antialiased(_ isAntialiased: Bool) -> AnimatedImage { self }
    public func customLoopCount(_ loopCount: UInt?) -> AnimatedImage { self }
    public func maxBufferSize(_ bufferSize: UInt?) -> AnimatedImage { self }
    public func incrementalLoad(_ incrementalLoad: Bool) -> AnimatedImage { self }
    public func runLoopMode(_ runLoopMode: RunLoop.Mode) -> AnimatedImage { self }
    public func pausable(_ pausable: Bool) -> AnimatedImage { self }
    public func purgeable(_ purgeable: Bool) -> AnimatedImage { self }
    public func playbackRate(_ playbackRate: Double) -> AnimatedImage { self }
    public func playbackMode(_ playbackMode: SDAnimatedImagePlaybackMode) -> AnimatedImage { self }
    public func onFailure(perform action: ((any Error) -> Void)? = nil) -> AnimatedImage { self }
    public func onSuccess(perform action: ((PlatformImage, Data?, SDImageCacheType) -> Void)? = nil) -> AnimatedImage { self }
    public func onProgress(perform action: ((Int, Int) -> Void)? = nil) -> AnimatedImage { self }
    public func indicator(_ indicator: (any SDWebImageIndicator)?) -> AnimatedImage { self }
    public func transition(_ transition: SDWebImageTransition?) -> AnimatedImage { self }
}

extension SDWebImageIndicator where Self == SDWebImageActivityIndicator {
    public static var activity: Self { Self() }
}

extension SDWebImageIndicator where Self == SDWebImageProgressIndicator {
    public static var progress: Self { Self() }
}
