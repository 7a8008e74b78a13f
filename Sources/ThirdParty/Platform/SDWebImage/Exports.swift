/// SDWebImage's Objective-C module brings UIKit with it on iOS.
@_exported import UIKit
