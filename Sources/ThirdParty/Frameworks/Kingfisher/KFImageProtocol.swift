import Foundation
import SwiftUI

/// What `KFImage` and `KFAnimatedImage` share: a source, options, and what to show
/// until the image arrives.
@MainActor
public protocol KFImageProtocol: View, KFOptionSetter {
    associatedtype HoldingView: KFImageHoldingView & Sendable
    nonisolated var context: KFImage.Context<HoldingView> { get set }
    init(context: KFImage.Context<HoldingView>)
}

/// The view that shows a loaded image: `Image` for `KFImage`.
@MainActor
public protocol KFImageHoldingView: View {
    associatedtype RenderingView
    static func created(from image: KFCrossPlatformImage?, context: KFImage.Context<Self>) -> Self
}

extension KFImageProtocol {
    /// A still picture loads nothing, as `AsyncImage` here: it shows the placeholder the
    /// app gave, or a placeholder box named by the view, its source in the semantics
    /// (`KFImage url=https://…`).
    public var body: some View {
        KFImageStill(type: Self.self, source: context.source, placeholder: context.placeholder.map { $0(Progress(totalUnitCount: 0)) })
    }

    public init(source: Source?) {
        self.init(context: KFImage.Context<HoldingView>(source: source))
    }

    public init(_ url: URL?) {
        self.init(source: url?.convertToSource())
    }

    /// Changes the loaded image's view (`$0.resizable()`): there is none in a still picture.
    public func configure(_ block: @escaping (HoldingView) -> HoldingView) -> Self {
        let result = copyForMutation()
        result.context.configurations.append(block)
        return result
    }

    public func contentConfigure<V: View>(_ block: @escaping (HoldingView) -> V) -> Self {
        self
    }
}

extension KFImageProtocol {
    nonisolated public func copyForMutation() -> Self {
        var result = self
        result.context = context.copy()
        return result
    }

    nonisolated public var options: KingfisherParsedOptionsInfo {
        get { context.options }
        nonmutating set { context.options = newValue }
    }

    nonisolated public var onFailureDelegate: Delegate<KingfisherError, Void> { context.onFailureDelegate }
    nonisolated public var onSuccessDelegate: Delegate<RetrieveImageResult, Void> { context.onSuccessDelegate }
    nonisolated public var onProgressDelegate: Delegate<(Int64, Int64), Void> { context.onProgressDelegate }
    nonisolated public var delegateObserver: AnyObject { context }
}

/// `KFImage.url(url)`, `.resource(…)`, `.source(…)`, `.dataProvider(…)`, `.data(…)`.
extension KFImageProtocol {
    public static func source(_ source: Source?) -> Self {
        Self(source: source)
    }

    public static func resource(_ resource: (any Resource)?) -> Self {
        source(resource?.convertToSource())
    }

    public static func url(_ url: URL?, cacheKey: String? = nil) -> Self {
        source(url?.convertToSource(overrideCacheKey: cacheKey))
    }

    public static func dataProvider(_ provider: (any ImageDataProvider)?) -> Self {
        source(provider?.convertToSource())
    }

    public static func data(_ data: Data?, cacheKey: String) -> Self {
        dataProvider(data.map { RawImageDataProvider(data: $0, cacheKey: cacheKey) })
    }
}

extension KFImageProtocol {
    /// What shows until the image arrives, given the download's progress: what a still picture draws.
    public func placeholder<P: View>(@ViewBuilder _ content: @escaping (Progress) -> P) -> Self {
        let result = copyForMutation()
        result.context.placeholder = { AnyView(content($0)) }
        return result
    }

    public func placeholder<P: View>(@ViewBuilder _ content: @escaping () -> P) -> Self {
        placeholder { _ in content() }
    }

    /// What shows when the image fails to load; a still picture shows the placeholder.
    public func onFailureView<F: View>(@ViewBuilder _ content: @escaping () -> F) -> Self {
        let result = copyForMutation()
        result.context.failureView = { AnyView(content()) }
        return result
    }

    public func cancelOnDisappear(_ flag: Bool) -> Self {
        let result = copyForMutation()
        result.context.cancelOnDisappear = flag
        return result
    }

    public func reducePriorityOnDisappear(_ flag: Bool) -> Self {
        let result = copyForMutation()
        result.context.reducePriorityOnDisappear = flag
        return result
    }

    public func fade(duration: TimeInterval) -> Self {
        let result = copyForMutation()
        result.context.options.transition = .fade(duration)
        return result
    }

    public func startLoadingBeforeViewAppear(_ flag: Bool = true) -> Self {
        let result = copyForMutation()
        result.context.startLoadingBeforeViewAppear = flag
        return result
    }

    public func loadTransition(_ transition: AnyTransition, animation: Animation? = .default) -> Self {
        self
    }
}
