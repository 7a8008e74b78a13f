import UIKit

/// An activity shown on a view while its image loads.
@MainActor
public protocol SDWebImageIndicator: AnyObject {
    var indicatorView: UIView { get }
    func startAnimatingIndicator()
    func stopAnimatingIndicator()
    func updateIndicatorProgress(_ progress: Double)
}

extension SDWebImageIndicator {
    public func updateIndicatorProgress(_ progress: Double) {}
}

/// A spinner: `imageView.sd_imageIndicator = SDWebImageActivityIndicator.gray`.
@MainActor
open class SDWebImageActivityIndicator: NSObject, SDWebImageIndicator {
    public let indicatorView: UIView = UIActivityIndicatorView()

    public override init() {
        super.init()
    }

    open func startAnimatingIndicator() {}
    open func stopAnimatingIndicator() {}

    public static var gray: SDWebImageActivityIndicator { SDWebImageActivityIndicator() }
    public static var grayLarge: SDWebImageActivityIndicator { SDWebImageActivityIndicator() }
    public static var white: SDWebImageActivityIndicator { SDWebImageActivityIndicator() }
    public static var whiteLarge: SDWebImageActivityIndicator { SDWebImageActivityIndicator() }
    public static var large: SDWebImageActivityIndicator { SDWebImageActivityIndicator() }
    public static var medium: SDWebImageActivityIndicator { SDWebImageActivityIndicator() }
}

/// A progress bar.
@MainActor
open class SDWebImageProgressIndicator: NSObject, SDWebImageIndicator {
    public let indicatorView = UIView()

    public override init() {
        super.init()
    }

    open func startAnimatingIndicator() {}
    open func stopAnimatingIndicator() {}

    public static var `default`: SDWebImageProgressIndicator { SDWebImageProgressIndicator() }
    public static var bar: SDWebImageProgressIndicator { SDWebImageProgressIndicator() }
}
