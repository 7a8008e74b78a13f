import Foundation
import UIKit

/// `button.sd_setImage(with: url, for: .normal)`: as an image view's, per state.
extension UIButton {
    public var sd_currentImageURL: URL? {
        sd_imageURL(for: state)
    }

    public func sd_imageURL(for state: UIControl.State) -> URL? {
        WebCacheState.of(self).urls[sd_imageOperationKey(for: state)]
    }

    public func sd_imageOperationKey(for state: UIControl.State) -> String {
        "UIButtonImageOperation\(state.rawValue)"
    }

    public func sd_setImage(with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]?) {
        sd_setImage(with: url, for: state, placeholderImage: placeholder, options: options, context: context, progress: nil, completed: nil)
    }

    public func sd_setImage(with url: URL?, for state: UIControl.State, completed completedBlock: SDExternalCompletionBlock? = nil) {
        sd_setImage(with: url, for: state, placeholderImage: nil, options: [], context: nil, progress: nil, completed: completedBlock)
    }

    public func sd_setImage(with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?, options: SDWebImageOptions = [],
                            completed completedBlock: SDExternalCompletionBlock? = nil) {
        sd_setImage(with: url, for: state, placeholderImage: placeholder, options: options, context: nil, progress: nil, completed: completedBlock)
    }

    public func sd_setImage(with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?, options: SDWebImageOptions = [],
                            progress progressBlock: SDImageLoaderProgressBlock?, completed completedBlock: SDExternalCompletionBlock? = nil) {
        sd_setImage(with: url, for: state, placeholderImage: placeholder, options: options, context: nil, progress: progressBlock, completed: completedBlock)
    }

    public func sd_setImage(with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?, options: SDWebImageOptions = [],
                            context: [SDWebImageContextOption: Any]?, progress progressBlock: SDImageLoaderProgressBlock?,
                            completed completedBlock: SDExternalCompletionBlock? = nil) {
        WebCacheState.of(self).load(url, key: sd_imageOperationKey(for: state), placeholder: placeholder, options: options,
                                    setImage: { [weak self] in self?.setImage($0, for: state) }, completed: completedBlock)
    }

    public var sd_currentBackgroundImageURL: URL? {
        sd_backgroundImageURL(for: state)
    }

    public func sd_backgroundImageURL(for state: UIControl.State) -> URL? {
        WebCacheState.of(self).urls[sd_backgroundImageOperationKey(for: state)]
    }

    public func sd_backgroundImageOperationKey(for state: UIControl.State) -> String {
        "UIButtonBackgroundImageOperation\(state.rawValue)"
    }

    public func sd_setBackgroundImage(with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]?) {
        sd_setBackgroundImage(with: url, for: state, placeholderImage: placeholder, options: options, context: context, progress: nil, completed: nil)
    }

    public func sd_setBackgroundImage(with url: URL?, for state: UIControl.State, completed completedBlock: SDExternalCompletionBlock? = nil) {
        sd_setBackgroundImage(with: url, for: state, placeholderImage: nil, options: [], context: nil, progress: nil, completed: completedBlock)
    }

    public func sd_setBackgroundImage(with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?, options: SDWebImageOptions = [],
                                      completed completedBlock: SDExternalCompletionBlock? = nil) {
        sd_setBackgroundImage(with: url, for: state, placeholderImage: placeholder, options: options, context: nil, progress: nil, completed: completedBlock)
    }

    public func sd_setBackgroundImage(with url: URL?, for state: UIControl.State, placeholderImage placeholder: UIImage?, options: SDWebImageOptions = [],
                                      context: [SDWebImageContextOption: Any]?, progress progressBlock: SDImageLoaderProgressBlock?,
                                      completed completedBlock: SDExternalCompletionBlock? = nil) {
        WebCacheState.of(self).load(url, key: sd_backgroundImageOperationKey(for: state), placeholder: placeholder, options: options,
                                    setImage: { [weak self] in self?.setBackgroundImage($0, for: state) }, completed: completedBlock)
    }

    public func sd_cancelImageLoad(for state: UIControl.State) {
        WebCacheState.of(self).loads[sd_imageOperationKey(for: state)] = nil
    }

    public func sd_cancelBackgroundImageLoad(for state: UIControl.State) {
        WebCacheState.of(self).loads[sd_backgroundImageOperationKey(for: state)] = nil
    }
}
