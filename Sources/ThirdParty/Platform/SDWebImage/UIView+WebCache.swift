import Foundation
import UIKit

/// What SDWebImage keeps on a view it loads images into (the URL, the indicator, the
/// transition), beside the view as SDWebImage keeps it in associated objects. An entry
/// lives as long as its view.
@MainActor
final class WebCacheState {
    weak var view: UIView?
    var imageURL: URL?
    var indicator: (any SDWebImageIndicator)?
    var transition: SDWebImageTransition?
    /// Which load is current per operation key, so a late answer for an old URL is dropped.
    var loads: [String: Int] = [:]
    var urls: [String: URL] = [:]

    private static var states: [ObjectIdentifier: WebCacheState] = [:]
    private static var nextLoad = 0

    init(view: UIView) {
        self.view = view
    }

    static func of(_ view: UIView) -> WebCacheState {
        if let state = states[ObjectIdentifier(view)], state.view === view { return state }
        states = states.filter { $0.value.view != nil }
        let state = WebCacheState(view: view)
        states[ObjectIdentifier(view)] = state
        return state
    }

    /// Loads `url` for the view under `key`: the placeholder goes in at once (unless
    /// delayed), then the manager answers on the main queue and `setImage` gets the
    /// image, or the placeholder for a delayed one.
    func load(
        _ url: URL?, key: String, placeholder: UIImage?, options: SDWebImageOptions,
        setImage: @escaping @MainActor (UIImage?) -> Void,
        completed: SDExternalCompletionBlock?
    ) {
        WebCacheState.nextLoad += 1
        let load = WebCacheState.nextLoad
        loads[key] = load
        urls[key] = url
        if key == "" { imageURL = url }
        if !options.contains(.delayPlaceholder) { setImage(placeholder) }
        let completed = Unchecked(value: completed)
        SDWebImageManager.shared.loadImage(with: url, options: options, progress: nil) { image, _, error, cacheType, _, imageURL in
            MainActor.assumeIsolated {
                guard self.loads[key] == load else { return }
                if let image, !options.contains(.avoidAutoSetImage) {
                    setImage(image)
                } else if image == nil, options.contains(.delayPlaceholder) {
                    setImage(placeholder)
                }
                completed.value?(image, error, cacheType, imageURL)
            }
        }
    }
}

extension UIView {
    /// The URL of the image being or last loaded.
    public var sd_imageURL: URL? {
        WebCacheState.of(self).imageURL
    }

    public var sd_latestOperationKey: String? {
        WebCacheState.of(self).loads.isEmpty ? nil : String(describing: type(of: self))
    }

    public var sd_imageIndicator: (any SDWebImageIndicator)? {
        get { WebCacheState.of(self).indicator }
        set { WebCacheState.of(self).indicator = newValue }
    }

    public var sd_imageTransition: SDWebImageTransition? {
        get { WebCacheState.of(self).transition }
        set { WebCacheState.of(self).transition = newValue }
    }

    /// Stops caring about the latest load: its answer is no longer set.
    public func sd_cancelLatestImageLoad() {
        WebCacheState.of(self).loads.removeAll()
    }

    /// `sd_cancelLatestImageLoad()` under the name image views use.
    public func sd_cancelCurrentImageLoad() {
        sd_cancelLatestImageLoad()
    }
}
