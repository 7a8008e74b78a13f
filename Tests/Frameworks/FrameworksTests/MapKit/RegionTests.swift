import MapKit
import SwiftUI
import Testing

struct RegionTests {
    @Test func metresBecomeDegrees() {
        let equator = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                         latitudinalMeters: 111_195, longitudinalMeters: 111_195)
        #expect(abs(equator.span.latitudeDelta - 1) < 0.001)
        #expect(abs(equator.span.longitudeDelta - 1) < 0.001)

        // At 60° a degree of longitude is half as long, so the same width spans twice the degrees.
        let north = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 10),
                                       latitudinalMeters: 111_195, longitudinalMeters: 111_195)
        #expect(abs(north.span.longitudeDelta - 2) < 0.001)
        #expect(north.center.longitude == 10)
    }

    @Test func distanceBetweenLocations() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_500) < 2_000)
        #expect(paris.distance(from: paris) == 0)
    }

    @Test func mapItemsAndPlacemarks() {
        let coordinate = CLLocationCoordinate2D(latitude: 1, longitude: 2)
        let item = MKMapItem(placemark: MKPlacemark(coordinate: coordinate))
        item.name = "Cafe"
        #expect(item.placemark.coordinate.latitude == 1)
        #expect(item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeWalking]) == false)
        #expect(CLLocationCoordinate2DIsValid(coordinate))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    @Test func cameraPositions() {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 3, longitude: 4),
                                        span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        let position = MapCameraPosition.region(region)
        #expect(position.region?.center.latitude == 3)
        #expect(position != .automatic)
        #expect(MapCameraPosition.userLocation(fallback: .automatic).followsUserLocation)
    }

    @Test func localSearchFailsWithoutAService() async {
        let search = MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "coffee"))
        await #expect(throws: MKError.self) { try await search.start() }
    }

    @MainActor @Test("A map by region (iOS 14) and a map of markers (iOS 17) both draw as the map placeholder")
    func mapFormsDrawThePlaceholder() {
        let byRegion = ChartRendering.semantics(Map(coordinateRegion: .constant(MKCoordinateRegion())))
        let byContent = ChartRendering.semantics(Map { Marker("A", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0)) })
        #expect(byRegion == ["Map 40×1 type=Map"])
        #expect(byContent == byRegion)
    }
}

@MainActor
@Suite("MapKit: iOS 17 styles and controls")
struct MapStyleAndControlsTests {
    @Test("A styled map with controls draws as the map placeholder alone; a control on its own is named by its type")
    func stylesAndControls() {
        // Given
        let coordinate = CLLocationCoordinate2D(latitude: 38.7, longitude: -9.1)
        let plain = Map(position: .constant(.automatic)) { Marker("Lisbon", coordinate: coordinate) }
        let styled = Map(position: .constant(.automatic)) { Marker("Lisbon", coordinate: coordinate) }
            .mapStyle(.standard(elevation: .realistic, emphasis: .muted, pointsOfInterest: .including([.cafe, .museum])))
            .mapControls {
                MapUserLocationButton()
                MapScaleView(anchorEdge: .trailing)
                MapCompass()
            }
            .mapControlVisibility(.visible)

        // Then
        #expect(ChartRendering.semantics(styled) == ChartRendering.semantics(plain))
        #expect(ChartRendering.semantics(MapCompass()).first?.contains("MapCompass") == true)
        #expect(MKPointOfInterestCategory.museum.rawValue == "MKPOICategoryMuseum")
    }
}
