import Foundation
import UIKit

/// Kingfisher's builder: `KF.url(url).placeholder(image).fade(duration: 0.25).set(to: imageView)`.
public enum KF {
    public static func source(_ source: Source?) -> KF.Builder {
        Builder(source: source)
    }

    public static func resource(_ resource: (any Resource)?) -> KF.Builder {
        source(resource?.convertToSource())
    }

    public static func url(_ url: URL?, cacheKey: String? = nil) -> KF.Builder {
        source(url?.convertToSource(overrideCacheKey: cacheKey))
    }

    public static func dataProvider(_ provider: (any ImageDataProvider)?) -> KF.Builder {
        source(provider?.convertToSource())
    }

    public static func data(_ data: Data?, cacheKey: String) -> KF.Builder {
        dataProvider(data.map { RawImageDataProvider(data: $0, cacheKey: cacheKey) })
    }
}

extension KF {
    /// A source and its options, set on a view by `set(to:)`.
    public class Builder: @unchecked Sendable {
        private let lock = NSLock()
        let source: Source?
        private var _placeholder: (any Placeholder)?
        private var _options = KingfisherParsedOptionsInfo(KingfisherManager.shared.defaultOptions)

        public var options: KingfisherParsedOptionsInfo {
            get { lock.withLock { _options } }
            set { lock.withLock { _options = newValue } }
        }

        var placeholder: (any Placeholder)? {
            get { lock.withLock { _placeholder } }
            set { lock.withLock { _placeholder = newValue } }
        }

        public let onFailureDelegate = Delegate<KingfisherError, Void>()
        public let onSuccessDelegate = Delegate<RetrieveImageResult, Void>()
        public let onProgressDelegate = Delegate<(Int64, Int64), Void>()

        init(source: Source?) {
            self.source = source
        }

        /// Calls the builder's `onSuccess` or `onFailure`.
        var resultHandler: @MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void {
            { [onSuccessDelegate, onFailureDelegate] result in
                switch result {
                case .success(let value): onSuccessDelegate(value)
                case .failure(let error): onFailureDelegate(error)
                }
            }
        }
    }
}

extension KF.Builder: KFOptionSetter {}

@MainActor
extension KF.Builder {
    @discardableResult
    public func set(to imageView: KFCrossPlatformImageView) -> DownloadTask? {
        imageView.kf.setImage(with: source, placeholder: placeholder, parsedOptions: options, completionHandler: resultHandler)
    }

    @discardableResult
    public func set(to button: UIButton, for state: UIControl.State) -> DownloadTask? {
        button.kf.setImage(with: source, for: state, placeholder: placeholder as? UIImage, parsedOptions: options, completionHandler: resultHandler)
    }

    @discardableResult
    public func setBackground(to button: UIButton, for state: UIControl.State) -> DownloadTask? {
        button.kf.setBackgroundImage(with: source, for: state, placeholder: placeholder as? UIImage, parsedOptions: options, completionHandler: resultHandler)
    }
}

extension KF.Builder {
    public func placeholder(_ placeholder: (any Placeholder)?) -> Self {
        self.placeholder = placeholder
        return self
    }

    public func placeholder(_ image: KFCrossPlatformImage?) -> Self {
        placeholder = image
        return self
    }

    public func transition(_ transition: ImageTransition) -> Self {
        options.transition = transition
        return self
    }

    public func fade(duration: TimeInterval) -> Self {
        options.transition = .fade(duration)
        return self
    }

    public func keepCurrentImageWhileLoading(_ enabled: Bool = true) -> Self {
        options.keepCurrentImageWhileLoading = enabled
        return self
    }

    public func onlyLoadFirstFrame(_ enabled: Bool = true) -> Self {
        options.onlyLoadFirstFrame = enabled
        return self
    }
}
