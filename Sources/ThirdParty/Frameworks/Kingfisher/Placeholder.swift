import UIKit

/// What an image view shows until its image arrives: an image, or a view of the app's own.
public protocol Placeholder {
    @MainActor func add(to imageView: KFCrossPlatformImageView)
    @MainActor func remove(from imageView: KFCrossPlatformImageView)
}

extension UIImage: Placeholder {
    @MainActor public func add(to imageView: KFCrossPlatformImageView) {
        imageView.image = self
    }

    @MainActor public func remove(from imageView: KFCrossPlatformImageView) {
        imageView.image = nil
    }
}

extension Placeholder where Self: KFCrossPlatformView {
    @MainActor public func add(to imageView: KFCrossPlatformImageView) {
        imageView.addSubview(self)
    }

    @MainActor public func remove(from imageView: KFCrossPlatformImageView) {
        removeFromSuperview()
    }
}
