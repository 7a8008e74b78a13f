/// LinkPresentation brings UIKit with it on iOS (`LPLinkView` is a `UIView`).
@_exported import UIKit
