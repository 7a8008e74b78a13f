import Foundation

// `String.LocalizationValue` and `String(localized:)`, which Linux's Foundation lacks.
// No string catalog is read here, so a localized string is its default value: the key's
// text with the interpolated values in place, written as iOS writes them (a `Double`
// through `%lf`, so "1.500000").

extension String {
    /// A localizable string: literal text and interpolated values, from which the key
    /// (`"Hello %@"`) and the default value (`"Hello Ana"`) both come.
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
        fileprivate enum Segment: Equatable, Hashable, Sendable {
            case literal(String)
            case argument(specifier: String, text: String)
        }

        fileprivate var segments: [Segment]

        public init(_ value: String) {
            segments = [.literal(value)]
        }

        public init(stringLiteral value: String) {
            segments = [.literal(value)]
        }

        public init(stringInterpolation: StringInterpolation) {
            segments = stringInterpolation.segments
        }

        /// The key a string table is searched for: each value as its format specifier.
        var key: String {
            segments.map { segment in
                switch segment {
                case .literal(let text): text.replacingOccurrences(of: "%", with: "%%")
                case .argument(let specifier, _): specifier
                }
            }.joined()
        }

        /// The text with the values in place.
        var defaultValue: String {
            segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .argument(_, let text): text
                }
            }.joined()
        }

        /// The values of a localizable string, each kept with the specifier iOS gives it.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            fileprivate var segments: [Segment] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                segments.append(.literal(literal))
            }

            public mutating func appendInterpolation(_ string: String) {
                segments.append(.argument(specifier: "%@", text: string))
            }

            public mutating func appendInterpolation<T: StringProtocol>(_ string: T) {
                segments.append(.argument(specifier: "%@", text: String(string)))
            }

            public mutating func appendInterpolation<T: BinaryInteger & SignedInteger>(_ value: T) {
                segments.append(.argument(specifier: "%lld", text: String(value)))
            }

            public mutating func appendInterpolation<T: BinaryInteger & UnsignedInteger>(_ value: T) {
                segments.append(.argument(specifier: "%llu", text: String(value)))
            }

            public mutating func appendInterpolation(_ value: Double) {
                segments.append(.argument(specifier: "%lf", text: String(format: "%lf", value)))
            }

            public mutating func appendInterpolation(_ value: Float) {
                segments.append(.argument(specifier: "%f", text: String(format: "%f", Double(value))))
            }

            /// A number in a printf format: `"\(ratio, specifier: "%.1f")"`.
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
                segments.append(.argument(specifier: specifier, text: String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)))
            }

            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                segments.append(.argument(specifier: "%@", text: format.format(input)))
            }

            public mutating func appendInterpolation(_ attributedString: AttributedString) {
                segments.append(.argument(specifier: "%@", text: String(attributedString.characters)))
            }

            public mutating func appendInterpolation<T>(_ value: T) {
                segments.append(.argument(specifier: "%@", text: String(describing: value)))
            }
        }
    }

    /// The localized text of a string: here, its default value.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.defaultValue
    }

    /// The localized text for a key: here, the default value.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.defaultValue
    }

    /// The localized text of a resource: here, its default value.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.defaultValue
    }
}
