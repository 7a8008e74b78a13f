import Foundation

/// A fix: a coordinate with altitude, accuracies and a time. On Linux nothing produces
/// fixes; apps make them themselves (`CLLocation(latitude:longitude:)`), as tests and
/// CloudKit records do.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let ellipsoidalAltitude: CLLocationDistance
    /// Negative means the coordinate is invalid, as in Apple's SDK.
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let courseAccuracy: CLLocationDirectionAccuracy
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeedAccuracy
    public let timestamp: Date

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude),
                  altitude: 0, horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
                  verticalAccuracy: vAccuracy, course: -1, speed: -1, timestamp: timestamp)
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy,
                            course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
                  verticalAccuracy: vAccuracy, course: course, courseAccuracy: -1,
                  speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy,
                course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.ellipsoidalAltitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        super.init()
    }

    /// Great-circle (haversine) distance in metres on a sphere of the Earth's mean radius;
    /// Apple's ellipsoidal figure differs by well under 1 %.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let lat1 = coordinate.latitude * .pi / 180, lat2 = location.coordinate.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * atan2(sqrt(a), sqrt(1 - a))
    }

    open override var description: String {
        "<\(coordinate.latitude),\(coordinate.longitude)> +/- \(horizontalAccuracy)m"
    }
}

/// A place's address and name. On Linux there is no geocoder, so placemarks come only
/// from the code that makes them (MapKit's `MKPlacemark`).
open class CLPlacemark: NSObject, @unchecked Sendable {
    open private(set) var location: CLLocation?
    open private(set) var name: String?
    open private(set) var thoroughfare: String?
    open private(set) var subThoroughfare: String?
    open private(set) var locality: String?
    open private(set) var subLocality: String?
    open private(set) var administrativeArea: String?
    open private(set) var subAdministrativeArea: String?
    open private(set) var postalCode: String?
    open private(set) var isoCountryCode: String?
    open private(set) var country: String?
    open private(set) var timeZone: TimeZone?
    open private(set) var areasOfInterest: [String]?
    open private(set) var ocean: String?
    open private(set) var inlandWater: String?
    open private(set) var region: CLRegion?

    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        timeZone = placemark.timeZone
        areasOfInterest = placemark.areasOfInterest
        ocean = placemark.ocean
        inlandWater = placemark.inlandWater
        region = placemark.region
        super.init()
    }

    /// For MapKit's `MKPlacemark`: Apple's SDK makes placemarks from private initializers.
    @_spi(MapKit)
    public init(location: CLLocation?, name: String?, addressDictionary: [String: Any]?) {
        self.location = location
        self.name = name
        let address = addressDictionary ?? [:]
        thoroughfare = address["Street"] as? String
        subThoroughfare = address["SubThoroughfare"] as? String
        locality = address["City"] as? String
        subLocality = address["SubLocality"] as? String
        administrativeArea = address["State"] as? String
        subAdministrativeArea = address["SubAdministrativeArea"] as? String
        postalCode = address["ZIP"] as? String
        country = address["Country"] as? String
        isoCountryCode = address["CountryCode"] as? String
        super.init()
    }
}
