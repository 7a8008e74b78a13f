import Foundation
import UIKit

/// `imageView.kf.setImage(with: url, placeholder: image)`. The placeholder is shown at
/// once; then the cache or a provider answers, or the download fails as on a device
/// offline, and the handler is called on the main actor with the result.
@MainActor
extension KingfisherWrapper where Base: KFCrossPlatformImageView {
    @discardableResult
    public func setImage(
        with source: Source?,
        placeholder: (any Placeholder)? = nil,
        options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        let options = KingfisherParsedOptionsInfo(KingfisherManager.shared.defaultOptions + (options ?? .empty))
        return setImage(with: source, placeholder: placeholder, parsedOptions: options, completionHandler: completionHandler)
    }

    @discardableResult
    public func setImage(
        with source: Source?,
        placeholder: (any Placeholder)? = nil,
        options: KingfisherOptionsInfo? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(with: source, placeholder: placeholder, options: options, progressBlock: nil, completionHandler: completionHandler)
    }

    @discardableResult
    public func setImage(
        with resource: (any Resource)?,
        placeholder: (any Placeholder)? = nil,
        options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(with: resource?.convertToSource(), placeholder: placeholder, options: options, progressBlock: progressBlock, completionHandler: completionHandler)
    }

    @discardableResult
    public func setImage(
        with resource: (any Resource)?,
        placeholder: (any Placeholder)? = nil,
        options: KingfisherOptionsInfo? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(with: resource?.convertToSource(), placeholder: placeholder, options: options, progressBlock: nil, completionHandler: completionHandler)
    }

    @discardableResult
    public func setImage(
        with provider: (any ImageDataProvider)?,
        placeholder: (any Placeholder)? = nil,
        options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(with: provider.map { .provider($0) }, placeholder: placeholder, options: options, progressBlock: progressBlock, completionHandler: completionHandler)
    }

    @discardableResult
    public func setImage(
        with provider: (any ImageDataProvider)?,
        placeholder: (any Placeholder)? = nil,
        options: KingfisherOptionsInfo? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(with: provider.map { .provider($0) }, placeholder: placeholder, options: options, progressBlock: nil, completionHandler: completionHandler)
    }

    func setImage(
        with source: Source?,
        placeholder: (any Placeholder)?,
        parsedOptions options: KingfisherParsedOptionsInfo,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        let imageView = base
        let state = ImageLoads.state(of: imageView)
        state.placeholder?.remove(from: imageView)
        if !options.keepCurrentImageWhileLoading || source == nil {
            state.placeholder = placeholder
            if let placeholder { placeholder.add(to: imageView) } else { imageView.image = nil }
        }
        return KingfisherManager.shared.setImage(source, on: imageView, slot: "image", options: options, apply: { image in
            ImageLoads.state(of: imageView).placeholder?.remove(from: imageView)
            imageView.image = image
        }, completionHandler: completionHandler)
    }

    /// Stops caring about the current load: its result is no longer set.
    public func cancelDownloadTask() {
        ImageLoads.state(of: base).taskIdentifiers["image"] = nil
    }

    /// The identifier of the load in progress, if any.
    public var taskIdentifier: Source.Identifier.Value? {
        ImageLoads.state(of: base).taskIdentifiers["image"]
    }

    /// The indicator shown while loading: `imageView.kf.indicatorType = .activity`.
    public var indicatorType: IndicatorType {
        get { ImageLoads.state(of: base).indicatorType }
        nonmutating set { ImageLoads.state(of: base).indicatorType = newValue }
    }

    public var placeholder: (any Placeholder)? {
        ImageLoads.state(of: base).placeholder
    }
}
