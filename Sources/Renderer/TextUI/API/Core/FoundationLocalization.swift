import Foundation

// `String(localized:)`, which `import SwiftUI` brings on iOS through Foundation and
// Linux's Foundation lacks. There are no string tables here: the string is the key,
// with its values written in, as `LocalizedStringKey` shows it.

extension String {
    /// A localizable string's key with its interpolated values.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        let text: String

        public init(_ value: String) {
            text = value
        }

        public init(stringLiteral value: String) {
            text = value
        }

        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            text = stringInterpolation.text
        }
    }

    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }
}
