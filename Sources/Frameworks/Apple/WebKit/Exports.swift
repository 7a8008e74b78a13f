/// WebKit brings UIKit with it on iOS.
@_exported import UIKit
