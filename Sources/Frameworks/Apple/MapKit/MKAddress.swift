import CoreLocation
import Foundation

/// A place's address as text (iOS 26): the full address, and optionally a short one.
open class MKAddress: NSObject, @unchecked Sendable {
    public let fullAddress: String
    public let shortAddress: String?

    /// Nil when `fullAddress` is empty.
    public init?(fullAddress: String, shortAddress: String?) {
        guard !fullAddress.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        self.fullAddress = fullAddress
        self.shortAddress = shortAddress
        super.init()
    }
}

/// A place's address formatted for display (iOS 26), from its placemark's parts: street,
/// city, state or province, postal code, country. Formatted in the common Western order
/// ("1 Infinite Loop", "Cupertino, CA 95014", "United States"); Apple's formatter follows
/// each country's postal conventions.
open class MKAddressRepresentations: NSObject, @unchecked Sendable {
    /// How much context `cityWithContext(_:)` adds to the city.
    public enum ContextStyle: Int, Sendable {
        case automatic = 0
        case short = 1
        case full = 2
    }

    private let street: String?
    private let city: String?
    private let state: String?
    private let postalCode: String?
    private let country: String?
    private let countryCode: String?
    /// The text of an `MKAddress`, for items made from one rather than a placemark.
    private let text: String?

    init(placemark: CLPlacemark, address: MKAddress?) {
        let number = placemark.subThoroughfare.map { $0 + " " } ?? ""
        street = placemark.thoroughfare.map { number + $0 }
        city = placemark.locality
        state = placemark.administrativeArea
        postalCode = placemark.postalCode
        country = placemark.country
        countryCode = placemark.isoCountryCode
        text = address?.fullAddress
        super.init()
    }

    /// The city.
    open var cityName: String? { city }

    /// The city with its state or country: what `cityWithContext(.automatic)` gives.
    open var cityWithContext: String? { cityWithContext(.automatic) }

    /// The city with context: `.short` adds the state (else the country), `.full` adds both
    /// the state and the country, `.automatic` is `.short`.
    open func cityWithContext(_ style: MKAddressRepresentations.ContextStyle) -> String? {
        guard let city else { return nil }
        let context: [String?] = style == .full ? [state, country] : [state ?? country]
        return ([city] + context.compactMap { $0 }).joined(separator: ", ")
    }

    /// The country's name.
    open var regionName: String? { country }

    /// The country's ISO 3166 code, such as "US".
    open var regionCode: String? { countryCode }

    /// The country as a `Locale.Region`.
    open var region: Locale.Region? { countryCode.map { Locale.Region($0) } }

    /// The address, a line each for street, city and country, or on one line joined by
    /// commas; without the country unless `includingRegion`. An item made from an
    /// `MKAddress` gives that address's text.
    open func fullAddress(includingRegion: Bool, singleLine: Bool) -> String? {
        let lines: [String]
        if let text {
            lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        } else {
            let stateAndCode = [state, postalCode].compactMap { $0 }.joined(separator: " ")
            let cityLine = [city, stateAndCode.isEmpty ? nil : stateAndCode].compactMap { $0 }.joined(separator: ", ")
            lines = [street, cityLine.isEmpty ? nil : cityLine, includingRegion ? country : nil].compactMap { $0 }
        }
        guard !lines.isEmpty else { return nil }
        return lines.joined(separator: singleLine ? ", " : "\n")
    }
}
