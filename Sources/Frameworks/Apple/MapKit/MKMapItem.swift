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

    /// The address the item was made with (iOS 26), else one written from its placemark.
    open var address: MKAddress? {
        madeWithAddress ?? MKAddressRepresentations(placemark: placemark, address: nil)
            .fullAddress(includingRegion: true, singleLine: false)
            .flatMap { MKAddress(fullAddress: $0, shortAddress: placemark.thoroughfare) }
    }

    private var madeWithAddress: MKAddress?
    private var madeAtLocation: CLLocation?

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        self.name = placemark.name
        self.isCurrentLocation = false
        super.init()
    }

    /// An item at `location` with `address` (iOS 26), as MapKit's placemarks give way to both.
    public init(location: CLLocation, address: MKAddress?) {
        placemark = MKPlacemark(coordinate: location.coordinate)
        madeWithAddress = address
        madeAtLocation = location
        isCurrentLocation = false
        super.init()
    }

    /// Where the item is (iOS 26): the location it was made with, else its placemark's.
    open var location: CLLocation {
        madeAtLocation ?? placemark.location ?? CLLocation(latitude: placemark.coordinate.latitude, longitude: placemark.coordinate.longitude)
    }

    /// The address formatted for display (iOS 26); nil when the item has no address.
    open var addressRepresentations: MKAddressRepresentations? {
        let representations = MKAddressRepresentations(placemark: placemark, address: madeWithAddress)
        return representations.fullAddress(includingRegion: true, singleLine: true) == nil && representations.cityName == nil
            ? nil : representations
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
