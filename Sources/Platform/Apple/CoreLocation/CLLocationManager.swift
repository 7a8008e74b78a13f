import Foundation

/// Authorization to use location services. Linux has none: always `.notDetermined`.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4
    @available(*, deprecated, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}

public enum CLActivityType: Int, Sendable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// CoreLocation's error, `kCLErrorDomain`.
public struct CLError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case geocodeFoundNoResult = 8
        case geocodeCanceled = 10
        case promptDeclined = 18
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { kCLErrorDomain }
    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }
}

public let kCLErrorDomain = "kCLErrorDomain"

/// The delegate's methods are optional, as in Objective-C: each has an empty default.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// The location manager. Linux has no location hardware or permission prompt: the
/// status stays `.notDetermined`, `location` stays nil, requests ask nothing, and
/// `requestLocation()` reports `CLError.locationUnknown` to the delegate, as iOS does
/// when no fix can be had.
open class CLLocationManager: NSObject {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var pausesLocationUpdatesAutomatically = true
    open var allowsBackgroundLocationUpdates = false
    open var showsBackgroundLocationIndicator = false
    open private(set) var location: CLLocation?
    open private(set) var authorizationStatus: CLAuthorizationStatus = .notDetermined
    open private(set) var accuracyAuthorization: CLAccuracyAuthorization = .fullAccuracy

    public override init() { super.init() }

    open class func locationServicesEnabled() -> Bool { false }
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    @available(*, deprecated, message: "Use the authorizationStatus property")
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

    /// Does nothing: there is no prompt to show.
    open func requestWhenInUseAuthorization() {}
    /// Does nothing: there is no prompt to show.
    open func requestAlwaysAuthorization() {}
    /// Does nothing: no updates ever come.
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}

    /// Reports `CLError.locationUnknown` to the delegate: no fix can be had.
    open func requestLocation() {
        delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
    }
}
