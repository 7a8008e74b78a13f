import Foundation

/// An area to monitor or to bias geocoding toward. Linux monitors nothing; regions are
/// values code makes and reads.
open class CLRegion: NSObject, @unchecked Sendable {
    public let identifier: String
    open var notifyOnEntry = true
    open var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}

/// A circle on the Earth: a centre and a radius in metres.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` lies within `radius` of `center` (great-circle distance).
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        let centre = CLLocation(latitude: center.latitude, longitude: center.longitude)
        return centre.distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}
