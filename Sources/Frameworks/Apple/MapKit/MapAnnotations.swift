import CoreLocation
import SwiftUI

/// An annotation of the iOS 14 `Map(coordinateRegion:annotationItems:annotationContent:)`.
public protocol MapAnnotationProtocol {
    /// Where the annotation stands.
    var _coordinate: CLLocationCoordinate2D { get }
}

/// A balloon-shaped marker.
public struct MapMarker: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public let tint: Color?
    public var _coordinate: CLLocationCoordinate2D { coordinate }
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }
}

/// A pin (deprecated on iOS in favour of `MapMarker`).
public struct MapPin: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public let tint: Color?
    public var _coordinate: CLLocationCoordinate2D { coordinate }
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }
}

/// An annotation drawn with a SwiftUI view.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public let coordinate: CLLocationCoordinate2D
    public let anchorPoint: CGPoint
    public let content: Content
    public var _coordinate: CLLocationCoordinate2D { coordinate }
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.anchorPoint = anchorPoint
        self.content = content()
    }
}
