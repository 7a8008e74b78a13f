import Foundation

/// A reference to a localizable string, resolved later, in whatever locale is wanted
/// then: what App Intents, widgets and notifications take. Linux's Foundation lacks it;
/// here it resolves to its default value, as no string catalog is read.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomLocalizedStringResourceConvertible {
    /// Where the string table is.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)

        public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case let (.forClass(a), .forClass(b)): ObjectIdentifier(a) == ObjectIdentifier(b)
            case let (.atURL(a), .atURL(b)): a == b
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .forClass(let type): hasher.combine(ObjectIdentifier(type))
            case .atURL(let url): hasher.combine(url)
            }
        }
    }

    /// The key looked up in the table: each interpolated value as its format specifier.
    public var key: String
    /// The text when the table has no entry for the key.
    public var defaultValue: String.LocalizationValue
    /// The strings table; `nil` for `Localizable`.
    public var table: String?
    /// The locale to resolve in; the text does not depend on it here.
    public var locale: Locale
    /// The bundle holding the table.
    public var bundle: BundleDescription

    /// A resource whose key is also its default value.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = keyAndValue.key
        self.defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource with a key of its own and the text to show without a table entry.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    public var localizedStringResource: LocalizedStringResource { self }
}

/// A type that describes itself as a localizable string, as App Intents' types do.
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}
