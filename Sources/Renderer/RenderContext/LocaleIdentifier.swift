import Foundation

/// The language a render was made in, by identifier. Strategies and renders take
/// Foundation's `Locale`, as `@Environment(\.locale)` gives it, so that there is one
/// locale type; this one stays for code that names it.
@available(*, deprecated, message: "pass a Foundation Locale: .device(locale: Locale(identifier: \"es\"))")
public struct LocaleIdentifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public init(_ locale: Locale) {
        rawValue = locale.identifier
    }

    public var description: String { rawValue }

    /// The locale it names.
    public var locale: Locale { Locale(identifier: rawValue) }

    public static let english: LocaleIdentifier = "en"
}
