import Foundation
import UIKit

/// `button.kf.setImage(with: url, for: .normal)`: as an image view's setter, per state.
@MainActor
extension KingfisherWrapper where Base: UIButton {
    @discardableResult
    public func setImage(
        with source: Source?,
        for state: UIControl.State,
        placeholder: UIImage? = nil,
        options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        let options = KingfisherParsedOptionsInfo(KingfisherManager.shared.defaultOptions + (options ?? .empty))
        return setImage(with: source, for: state, placeholder: placeholder, parsedOptions: options, completionHandler: completionHandler)
    }

    @discardableResult
    public func setImage(
        with resource: (any Resource)?,
        for state: UIControl.State,
        placeholder: UIImage? = nil,
        options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(with: resource?.convertToSource(), for: state, placeholder: placeholder, options: options, progressBlock: progressBlock, completionHandler: completionHandler)
    }

    @discardableResult
    public func setBackgroundImage(
        with source: Source?,
        for state: UIControl.State,
        placeholder: UIImage? = nil,
        options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        let options = KingfisherParsedOptionsInfo(KingfisherManager.shared.defaultOptions + (options ?? .empty))
        return setBackgroundImage(with: source, for: state, placeholder: placeholder, parsedOptions: options, completionHandler: completionHandler)
    }

    @discardableResult
    public func setBackgroundImage(
        with resource: (any Resource)?,
        for state: UIControl.State,
        placeholder: UIImage? = nil,
        options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setBackgroundImage(with: resource?.convertToSource(), for: state, placeholder: placeholder, options: options, progressBlock: progressBlock, completionHandler: completionHandler)
    }

    func setImage(
        with source: Source?,
        for state: UIControl.State,
        placeholder: UIImage?,
        parsedOptions options: KingfisherParsedOptionsInfo,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        let button = base
        if !options.keepCurrentImageWhileLoading || source == nil { button.setImage(placeholder, for: state) }
        return KingfisherManager.shared.setImage(source, on: button, slot: "image\(state.rawValue)", options: options, apply: { image in
            button.setImage(image, for: state)
        }, completionHandler: completionHandler)
    }

    func setBackgroundImage(
        with source: Source?,
        for state: UIControl.State,
        placeholder: UIImage?,
        parsedOptions options: KingfisherParsedOptionsInfo,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        let button = base
        if !options.keepCurrentImageWhileLoading || source == nil { button.setBackgroundImage(placeholder, for: state) }
        return KingfisherManager.shared.setImage(source, on: button, slot: "background\(state.rawValue)", options: options, apply: { image in
            button.setBackgroundImage(image, for: state)
        }, completionHandler: completionHandler)
    }

    /// Stops caring about the image loads of every state.
    public func cancelImageDownloadTask() {
        let loads = ImageLoads.state(of: base)
        loads.taskIdentifiers = loads.taskIdentifiers.filter { !$0.key.hasPrefix("image") }
    }

    public func cancelBackgroundImageDownloadTask() {
        let loads = ImageLoads.state(of: base)
        loads.taskIdentifiers = loads.taskIdentifiers.filter { !$0.key.hasPrefix("background") }
    }

    public func taskIdentifier(for state: UIControl.State) -> Source.Identifier.Value? {
        ImageLoads.state(of: base).taskIdentifiers["image\(state.rawValue)"]
    }
}
