import CoreLocation

/// Degrees of latitude and longitude a region spans.
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A centre and a span, as MapKit's C struct.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`:
    /// metres become degrees on a sphere of the Earth's mean radius, longitude scaled by
    /// the cosine of the centre's latitude (MapKit uses the ellipsoid; the difference is
    /// under 0.5 %).
    public init(center centerCoordinate: CLLocationCoordinate2D,
                latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metersPerDegree = 2 * Double.pi * 6_371_008.8 / 360
        let cosine = max(cos(centerCoordinate.latitude * .pi / 180), 1e-12)
        self.init(center: centerCoordinate,
                  span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metersPerDegree,
                                         longitudeDelta: min(longitudinalMeters / (metersPerDegree * cosine), 360)))
    }
}

public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

public func MKCoordinateRegionMake(_ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, span: span)
}

public func MKCoordinateRegionMakeWithDistance(_ centerCoordinate: CLLocationCoordinate2D,
                                               _ latitudinalMeters: CLLocationDistance,
                                               _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters,
                       longitudinalMeters: longitudinalMeters)
}
