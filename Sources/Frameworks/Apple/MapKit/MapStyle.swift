import SwiftUI

/// The visual style of a map (iOS 17): standard, imagery or hybrid, with its elevation,
/// emphasis, points of interest and traffic. Kept, never drawn: a map draws as a
/// placeholder on Linux.
public struct MapStyle: Sendable {
    private let name: String

    public static var standard: MapStyle { .standard() }
    public static var imagery: MapStyle { .imagery() }
    public static var hybrid: MapStyle { .hybrid() }

    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        MapStyle(name: "standard")
    }

    public static func imagery(elevation: Elevation = .automatic) -> MapStyle {
        MapStyle(name: "imagery")
    }

    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle {
        MapStyle(name: "hybrid")
    }

    /// Whether the map's ground is flat or shows terrain and buildings in 3D.
    public struct Elevation: Hashable, Sendable {
        let name: String
        public static let automatic = Elevation(name: "automatic")
        public static let flat = Elevation(name: "flat")
        public static let realistic = Elevation(name: "realistic")
    }

    /// How strongly a standard map draws its features.
    public struct StandardEmphasis: Hashable, Sendable {
        let name: String
        public static let automatic = StandardEmphasis(name: "automatic")
        public static let muted = StandardEmphasis(name: "muted")
    }
}

/// Which points of interest a map shows.
public struct PointOfInterestCategories: Sendable {
    let included: [MKPointOfInterestCategory]?
    let excluded: [MKPointOfInterestCategory]

    public static let all = PointOfInterestCategories(included: nil, excluded: [])
    public static let excludingAll = PointOfInterestCategories(included: [], excluded: [])

    public static func including(_ categories: some Sequence<MKPointOfInterestCategory>) -> PointOfInterestCategories {
        PointOfInterestCategories(included: Array(categories), excluded: [])
    }

    public static func excluding(_ categories: some Sequence<MKPointOfInterestCategory>) -> PointOfInterestCategories {
        PointOfInterestCategories(included: nil, excluded: Array(categories))
    }
}

/// A kind of place a map marks, as MapKit names them.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let airport = Self("MKPOICategoryAirport")
    public static let amusementPark = Self("MKPOICategoryAmusementPark")
    public static let aquarium = Self("MKPOICategoryAquarium")
    public static let atm = Self("MKPOICategoryATM")
    public static let bakery = Self("MKPOICategoryBakery")
    public static let bank = Self("MKPOICategoryBank")
    public static let beach = Self("MKPOICategoryBeach")
    public static let brewery = Self("MKPOICategoryBrewery")
    public static let cafe = Self("MKPOICategoryCafe")
    public static let campground = Self("MKPOICategoryCampground")
    public static let carRental = Self("MKPOICategoryCarRental")
    public static let evCharger = Self("MKPOICategoryEVCharger")
    public static let fireStation = Self("MKPOICategoryFireStation")
    public static let fitnessCenter = Self("MKPOICategoryFitnessCenter")
    public static let foodMarket = Self("MKPOICategoryFoodMarket")
    public static let gasStation = Self("MKPOICategoryGasStation")
    public static let hospital = Self("MKPOICategoryHospital")
    public static let hotel = Self("MKPOICategoryHotel")
    public static let laundry = Self("MKPOICategoryLaundry")
    public static let library = Self("MKPOICategoryLibrary")
    public static let marina = Self("MKPOICategoryMarina")
    public static let movieTheater = Self("MKPOICategoryMovieTheater")
    public static let museum = Self("MKPOICategoryMuseum")
    public static let nationalPark = Self("MKPOICategoryNationalPark")
    public static let nightlife = Self("MKPOICategoryNightlife")
    public static let park = Self("MKPOICategoryPark")
    public static let parking = Self("MKPOICategoryParking")
    public static let pharmacy = Self("MKPOICategoryPharmacy")
    public static let police = Self("MKPOICategoryPolice")
    public static let postOffice = Self("MKPOICategoryPostOffice")
    public static let publicTransport = Self("MKPOICategoryPublicTransport")
    public static let restaurant = Self("MKPOICategoryRestaurant")
    public static let restroom = Self("MKPOICategoryRestroom")
    public static let school = Self("MKPOICategorySchool")
    public static let stadium = Self("MKPOICategoryStadium")
    public static let store = Self("MKPOICategoryStore")
    public static let theater = Self("MKPOICategoryTheater")
    public static let university = Self("MKPOICategoryUniversity")
    public static let winery = Self("MKPOICategoryWinery")
    public static let zoo = Self("MKPOICategoryZoo")
}

extension View {
    /// Does nothing on Linux: a map draws as a placeholder whatever its style.
    nonisolated public func mapStyle(_ mapStyle: MapStyle) -> some View { self }
}
