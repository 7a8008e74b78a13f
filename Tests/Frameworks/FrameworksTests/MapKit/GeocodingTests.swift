import MapKit
import Testing

/// iOS 26's addresses are formatted from what code gives; geocoding fails offline.
struct GeocodingTests {
    private let cupertino = CLLocation(latitude: 37.3318, longitude: -122.0312)

    @Test func anItemMadeWithAnAddressGivesItBack() throws {
        let address = try #require(MKAddress(fullAddress: "1 Infinite Loop\nCupertino, CA 95014\nUnited States", shortAddress: "1 Infinite Loop"))
        let item = MKMapItem(location: cupertino, address: address)
        #expect(item.location === cupertino)
        #expect(item.address?.shortAddress == "1 Infinite Loop")
        let representations = try #require(item.addressRepresentations)
        #expect(representations.fullAddress(includingRegion: true, singleLine: true) == "1 Infinite Loop, Cupertino, CA 95014, United States")
        #expect(MKAddress(fullAddress: "  ", shortAddress: nil) == nil)
    }

    @Test func aPlacemarksPartsAreFormatted() throws {
        let placemark = MKPlacemark(coordinate: cupertino.coordinate, addressDictionary: [
            "Street": "Infinite Loop", "SubThoroughfare": "1", "City": "Cupertino", "State": "CA", "ZIP": "95014",
            "Country": "United States", "CountryCode": "US",
        ])
        let item = MKMapItem(placemark: placemark)
        let representations = try #require(item.addressRepresentations)
        #expect(representations.cityName == "Cupertino")
        #expect(representations.cityWithContext == "Cupertino, CA")
        #expect(representations.cityWithContext(.full) == "Cupertino, CA, United States")
        #expect(representations.regionName == "United States")
        #expect(representations.regionCode == "US")
        #expect(representations.region == Locale.Region("US"))
        #expect(representations.fullAddress(includingRegion: false, singleLine: false) == "1 Infinite Loop\nCupertino, CA 95014")
        #expect(item.address?.fullAddress == "1 Infinite Loop\nCupertino, CA 95014\nUnited States")
        #expect(item.location.coordinate.latitude == cupertino.coordinate.latitude)
        #expect(MKMapItem(placemark: MKPlacemark(coordinate: cupertino.coordinate)).addressRepresentations == nil)
    }

    @Test func requestsFailOffline() async throws {
        #expect(MKReverseGeocodingRequest(location: CLLocation(latitude: 200, longitude: 0)) == nil)
        let reverse = try #require(MKReverseGeocodingRequest(location: cupertino))
        await #expect(throws: MKError(.serverFailure)) { _ = try await reverse.mapItems }
        #expect(!reverse.isLoading)
        reverse.cancel()
        #expect(reverse.isCancelled)

        #expect(MKGeocodingRequest(addressString: " ") == nil)
        let forward = try #require(MKGeocodingRequest(addressString: "1 Infinite Loop, Cupertino"))
        await #expect(throws: MKError(.serverFailure)) { _ = try await forward.mapItems }
        let code: MKError.Code? = await withCheckedContinuation { continuation in
            forward.getMapItems { items, error in
                continuation.resume(returning: items == nil ? (error as? MKError)?.code : nil)
            }
        }
        #expect(code == .serverFailure)
    }

    @Test func theGeocoderFailsWithANetworkError() async {
        let geocoder = CLGeocoder()
        await #expect(throws: CLError(.network)) { _ = try await geocoder.reverseGeocodeLocation(cupertino) }
        await #expect(throws: CLError(.network)) { _ = try await geocoder.geocodeAddressString("Cupertino") }
        let code: CLError.Code? = await withCheckedContinuation { continuation in
            geocoder.reverseGeocodeLocation(cupertino) { placemarks, error in
                continuation.resume(returning: placemarks == nil ? (error as? CLError)?.code : nil)
            }
        }
        #expect(code == .network)
        #expect(!geocoder.isGeocoding)
    }

    @Test func circularRegionsContainWhatIsNear() {
        let region = CLCircularRegion(center: cupertino.coordinate, radius: 500, identifier: "campus")
        #expect(region.contains(CLLocationCoordinate2D(latitude: 37.3330, longitude: -122.0312)))
        #expect(!region.contains(CLLocationCoordinate2D(latitude: 37.40, longitude: -122.0312)))
        #expect(region.identifier == "campus")
    }
}
