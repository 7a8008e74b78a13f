import Foundation

/// The language a render shows, e.g. `en` or `es`. A plain identifier rather than
/// Foundation's `Locale`, whose behaviour depends on the machine's ICU data.
public struct LocaleIdentifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// The identifier of a Foundation locale, as it was made (`Locale(identifier: "es")`).
    public init(_ locale: Locale) {
        rawValue = locale.identifier
    }

    public var description: String { rawValue }

    public static let english: LocaleIdentifier = "en"
}
