@_spi(MapKit) import CoreLocation
import Foundation

/// A placemark with a coordinate, made by the app (there is no geocoder on Linux).
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
                   name: nil, addressDictionary: nil)
    }

    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
                   name: nil, addressDictionary: addressDictionary)
    }

    public override init(placemark: CLPlacemark) {
        self.coordinate = placemark.location?.coordinate ?? kCLLocationCoordinate2DInvalid
        super.init(placemark: placemark)
    }

    open var countryCode: String? { isoCountryCode }
    open var title: String? { name }
}

/// A point of interest. `openInMaps` has no Maps app to open on Linux: it returns
/// false, as iOS does when the request cannot be handled.
open class MKMapItem: NSObject, @unchecked Sendable {
    open var placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open private(set) var isCurrentLocation: Bool

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        self.name = placemark.name
        self.isCurrentLocation = false
        super.init()
    }

    open class func forCurrentLocation() -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid))
        item.isCurrentLocation = true
        return item
    }

    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

public let MKLaunchOptionsDirectionsModeKey: String = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsMapTypeKey: String = "MKLaunchOptionsMapType"
public let MKLaunchOptionsShowsTrafficKey: String = "MKLaunchOptionsShowsTraffic"
public let MKLaunchOptionsMapCenterKey: String = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey: String = "MKLaunchOptionsMapSpan"
public let MKLaunchOptionsDirectionsModeDefault: String = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsDirectionsModeDriving: String = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking: String = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit: String = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsDirectionsModeCycling: String = "MKLaunchOptionsDirectionsModeCycling"
