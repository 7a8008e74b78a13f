import CoreLocation
import SwiftUI

/// A camera looking at the map from `distance` metres over `centerCoordinate`.
public struct MapCamera: Equatable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double

    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
        lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude
            && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude
            && lhs.distance == rhs.distance && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
    }
}

/// Limits on where the camera may go; kept, never applied.
public struct MapCameraBounds: Sendable {
    public let centerCoordinateBounds: MKCoordinateRegion?
    public let minimumDistance: Double?
    public let maximumDistance: Double?

    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        self.centerCoordinateBounds = centerCoordinateBounds
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }

    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        self.centerCoordinateBounds = nil
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }
}

/// Where an iOS 17 `Map` looks: automatic, a region, an item, a camera or the user.
public struct MapCameraPosition: Equatable, Sendable {
    private indirect enum Kind: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case item(MKMapItem, allowPitch: Bool)
        case camera(MapCamera)
        case userLocation(followsHeading: Bool, fallback: MapCameraPosition)
    }

    private let kind: Kind

    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    public static func item(_ mapItem: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(mapItem, allowPitch: allowsAutomaticPitch))
    }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(followsHeading: followsHeading, fallback: fallback))
    }

    public var region: MKCoordinateRegion? { if case .region(let r) = kind { return r }; return nil }
    public var item: MKMapItem? { if case .item(let i, _) = kind { return i }; return nil }
    public var camera: MapCamera? { if case .camera(let c) = kind { return c }; return nil }
    public var followsUserLocation: Bool { if case .userLocation = kind { return true }; return false }
    public var followsUserHeading: Bool { if case .userLocation(let h, _) = kind { return h }; return false }
    public var fallbackPosition: MapCameraPosition? { if case .userLocation(_, let f) = kind { return f }; return nil }
    public var positionedByUser: Bool { false }

    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.automatic, .automatic): return true
        case let (.region(a), .region(b)):
            return a.center.latitude == b.center.latitude && a.center.longitude == b.center.longitude
                && a.span.latitudeDelta == b.span.latitudeDelta && a.span.longitudeDelta == b.span.longitudeDelta
        case let (.item(a, p), .item(b, q)): return a === b && p == q
        case let (.camera(a), .camera(b)): return a == b
        case let (.userLocation(h, f), .userLocation(k, g)): return h == k && f == g
        default: return false
        }
    }
}
