/// MapKit brings CoreLocation and UIKit with it on iOS, so files that import only
/// MapKit can name `CLLocation` and `UIColor`.
@_exported import CoreLocation
@_exported import Foundation
@_exported import UIKit
