/// CloudKit brings CoreLocation with it on Apple platforms (records hold `CLLocation`s).
@_exported import CoreLocation
@_exported import Foundation
