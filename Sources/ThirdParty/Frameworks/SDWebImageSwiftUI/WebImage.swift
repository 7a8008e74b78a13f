import Foundation
import DesignTokens
import SwiftUI

/// SDWebImage's SwiftUI image. Nothing downloads in a render, as with `AsyncImage`
/// here: it draws its empty phase, the placeholder or phase content the app gave, or for
/// `WebImage(url:)` a box named `WebImage`; the URL is in the semantics.
public struct WebImage<Content>: View where Content: View {
    let url: URL?
    let content: (WebImagePhase) -> Content
    /// `WebImage(url:)` shows nothing until loaded; a still picture draws a named box.
    let drawsBox: Bool
    @Binding public var isAnimating: Bool

    public init(url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
                isAnimating: Binding<Bool> = .constant(true)) where Content == Image {
        self.url = url
        content = { $0.image ?? Image(systemName: "photo") }
        drawsBox = true
        _isAnimating = isAnimating
    }

    public init<I, P>(url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
                      isAnimating: Binding<Bool> = .constant(true), @ViewBuilder content: @escaping (Image) -> I,
                      @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P>, I: View, P: View {
        self.init(url: url, scale: scale, options: options, context: context, isAnimating: isAnimating) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }

    public init(url: URL?, scale: CGFloat = 1, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
                isAnimating: Binding<Bool> = .constant(true), transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (WebImagePhase) -> Content) {
        self.url = url
        self.content = content
        drawsBox = false
        _isAnimating = isAnimating
    }

    public var body: some View {
        Group {
            if drawsBox {
                _FrameworkPlaceholder(WebImage<Image>.self, kind: "WebImage")
            } else {
                ZStack { content(.empty) }
            }
        }
        .semanticsKind("WebImage")
        .semanticsProperty("url", url?.absoluteString ?? "nil")
    }
}

// MARK: - Image compatibility: the loaded image's, none in a still picture

extension WebImage {
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> WebImage { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> WebImage { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> WebImage { self }
    public func antialiased(_ isAntialiased: Bool) -> WebImage { self }
}

// MARK: - Completion handlers: never called, as nothing loads in a render

extension WebImage {
    public func onFailure(perform action: ((any Error) -> Void)? = nil) -> WebImage { self }
    public func onSuccess(perform action: ((PlatformImage, Data?, SDImageCacheType) -> Void)? = nil) -> WebImage { self }
    public func onProgress(perform action: ((Int, Int) -> Void)? = nil) -> WebImage { self }
}

// MARK: - Loading and animation settings

extension WebImage {
    public func retryOnAppear(_ flag: Bool) -> WebImage { self }
    public func cancelOnDisappear(_ flag: Bool) -> WebImage { self }
    public func customLoopCount(_ loopCount: UInt?) -> WebImage { self }
    public func maxBufferSize(_ bufferSize: UInt?) -> WebImage { self }
    public func runLoopMode(_ runLoopMode: RunLoop.Mode) -> WebImage { self }
    public func pausable(_ pausable: Bool) -> WebImage { self }
    public func purgeable(_ purgeable: Bool) -> WebImage { self }
    public func playbackRate(_ playbackRate: Double) -> WebImage { self }
    public func playbackMode(_ playbackMode: SDAnimatedImagePlaybackMode) -> WebImage { self }
}

// MARK: - Indicator

extension WebImage {
    /// Shows `indicator` while loading. A still picture is taken before loading starts:
    /// the indicator is named in the semantics (`indicator=activity`), not drawn.
    public func indicator<T>(_ indicator: Indicator<T>) -> some View where T: View {
        semanticsProperty("indicator", indicator.name)
    }

    public func indicator<T>(@ViewBuilder content: @escaping (_ isAnimating: Binding<Bool>, _ progress: Binding<Double>) -> T) -> some View where T: View {
        indicator(Indicator(content: content))
    }
}
