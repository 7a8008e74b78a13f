/// AVKit brings AVFoundation and UIKit with it on iOS.
@_exported import AVFoundation
@_exported import UIKit
