import Foundation
import UIKit

// The platform's types under Kingfisher's names: on iOS they are UIKit's.
public typealias KFCrossPlatformImage = UIImage
public typealias KFCrossPlatformColor = UIColor
public typealias KFCrossPlatformImageView = UIImageView
public typealias KFCrossPlatformView = UIView
public typealias KFCrossPlatformButton = UIButton

/// The `kf` namespace: `imageView.kf.setImage(with:)` reaches Kingfisher's calls without
/// adding names to UIKit's types.
public struct KingfisherWrapper<Base>: @unchecked Sendable {
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }
}

/// A class whose instances have the `kf` namespace.
public protocol KingfisherCompatible: AnyObject {}

/// A value type whose values have the `kf` namespace.
public protocol KingfisherCompatibleValue {}

extension KingfisherCompatible {
    public var kf: KingfisherWrapper<Self> {
        get { KingfisherWrapper(self) }
        set {}
    }
}

extension KingfisherCompatibleValue {
    public var kf: KingfisherWrapper<Self> {
        get { KingfisherWrapper(self) }
        set {}
    }
}

extension UIImage: KingfisherCompatible {}
extension UIImageView: KingfisherCompatible {}
extension UIButton: KingfisherCompatible {}
