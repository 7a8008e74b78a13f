import CoreLocation
import Foundation

/// Looks up the addresses at a location (iOS 26). There is no map service on Linux:
/// every lookup fails with `MKError(.serverFailure)`, as on a device offline.
open class MKReverseGeocodingRequest: NSObject {
    public let location: CLLocation
    open var preferredLocale: Locale?
    open private(set) var isCancelled = false
    /// False: a lookup fails as soon as it starts.
    open var isLoading: Bool { false }

    /// Nil when the location's coordinate is invalid.
    public init?(location: CLLocation) {
        guard CLLocationCoordinate2DIsValid(location.coordinate) else { return nil }
        self.location = location
        super.init()
    }

    /// Throws `MKError(.serverFailure)`.
    open var mapItems: [MKMapItem] {
        get async throws { throw MKError(.serverFailure) }
    }

    /// Calls `completionHandler` on the main actor with `MKError(.serverFailure)`.
    open func getMapItems(completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, (any Error)?) -> Void) {
        Task { @MainActor in completionHandler(nil, MKError(.serverFailure)) }
    }

    open func cancel() {
        isCancelled = true
    }
}

/// Looks up the places an address names (iOS 26). There is no map service on Linux:
/// every lookup fails with `MKError(.serverFailure)`, as on a device offline.
open class MKGeocodingRequest: NSObject {
    public let addressString: String
    open var region = MKCoordinateRegion()
    open var preferredLocale: Locale?
    open private(set) var isCancelled = false
    /// False: a lookup fails as soon as it starts.
    open var isLoading: Bool { false }

    /// Nil when the address is empty.
    public init?(addressString: String) {
        guard !addressString.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        self.addressString = addressString
        super.init()
    }

    /// Throws `MKError(.serverFailure)`.
    open var mapItems: [MKMapItem] {
        get async throws { throw MKError(.serverFailure) }
    }

    /// Calls `completionHandler` on the main actor with `MKError(.serverFailure)`.
    open func getMapItems(completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, (any Error)?) -> Void) {
        Task { @MainActor in completionHandler(nil, MKError(.serverFailure)) }
    }

    open func cancel() {
        isCancelled = true
    }
}
