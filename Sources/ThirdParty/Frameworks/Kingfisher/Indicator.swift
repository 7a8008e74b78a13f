import UIKit

public typealias IndicatorView = UIView

/// The activity shown on an image view while it loads.
public enum IndicatorType {
    case none
    case activity
    case image(imageData: Data)
    case custom(indicator: any Indicator)
}

/// An activity indicator of the app's own.
@MainActor
public protocol Indicator: Sendable {
    func startAnimatingView()
    func stopAnimatingView()
    var centerOffset: CGPoint { get }
    var view: IndicatorView { get }
    func sizeStrategy(in imageView: KFCrossPlatformImageView) -> IndicatorSizeStrategy
}

/// How big an indicator is drawn.
public enum IndicatorSizeStrategy {
    case intrinsicSize
    case full
    case size(CGSize)
}

extension Indicator {
    public var centerOffset: CGPoint { .zero }

    public func sizeStrategy(in imageView: KFCrossPlatformImageView) -> IndicatorSizeStrategy { .full }
}
