import Foundation
import UIKit

/// `imageView.sd_setImage(with: url, placeholderImage: image)`: the placeholder shows at
/// once; the cache answers, or the download fails as on a device offline, and the
/// completion block gets the image or the error on the main queue.
extension UIImageView {
    public var sd_currentImageURL: URL? {
        sd_imageURL
    }

    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]?) {
        sd_setImage(with: url, placeholderImage: placeholder, options: options, context: context, progress: nil, completed: nil)
    }

    public func sd_setImage(with url: URL?, completed completedBlock: SDExternalCompletionBlock? = nil) {
        sd_setImage(with: url, placeholderImage: nil, options: [], context: nil, progress: nil, completed: completedBlock)
    }

    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions = [], completed completedBlock: SDExternalCompletionBlock? = nil) {
        sd_setImage(with: url, placeholderImage: placeholder, options: options, context: nil, progress: nil, completed: completedBlock)
    }

    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions = [],
                            progress progressBlock: SDImageLoaderProgressBlock?, completed completedBlock: SDExternalCompletionBlock? = nil) {
        sd_setImage(with: url, placeholderImage: placeholder, options: options, context: nil, progress: progressBlock, completed: completedBlock)
    }

    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions = [],
                            context: [SDWebImageContextOption: Any]?, progress progressBlock: SDImageLoaderProgressBlock?,
                            completed completedBlock: SDExternalCompletionBlock? = nil) {
        WebCacheState.of(self).load(url, key: "", placeholder: placeholder, options: options, setImage: { [weak self] in self?.image = $0 }, completed: completedBlock)
    }
}
