import Foundation

/// The key of a localized string, as SwiftUI's views take it. On Linux there are no
/// string tables: the text shown is the key, with its interpolated values written in.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text a render shows.
    let text: String

    public init(_ value: String) {
        text = value
    }

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }

        /// Numbers and other describable values, by their description without a
        /// dynamic look-up: most interpolations are these.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            text += value.description
        }

        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
        }

        public mutating func appendInterpolation<Style: FormatStyle>(_ input: Style.FormatInput, format: Style) where Style.FormatOutput == String {
            text += format.format(input)
        }

        /// A number in a printf format: `"\(amount, specifier: "%.1f") g"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
        }

        /// A symbol inside a text, as its glyph: `"\(Image(systemName: "star")) Favorites"`.
        public mutating func appendInterpolation(_ image: Image) {
            if case let .system(name) = image.source { text += String(SymbolGlyphs.glyph(for: name)) }
        }

        /// A date in a style. A key is made before a render's locale is known, so the
        /// date is written in English and UTC, as a render's defaults are.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            var environment = EnvironmentValues()
            environment.locale = Locale(identifier: "en_US")
            text += DateText(start: date, end: nil, style: style).text(in: environment)
        }

        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            var environment = EnvironmentValues()
            environment.locale = Locale(identifier: "en_US")
            text += DateText(start: dates.lowerBound, end: dates.upperBound, style: nil).text(in: environment)
        }

        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            text += String(attributedString.characters)
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            text += formatter.string(for: subject) ?? ""
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            text += formatter.string(for: subject) ?? ""
        }
    }
}

extension Text {
    /// A localized string: on Linux, the key with its values.
    public nonisolated init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key.text)
    }
}

extension Button where Label == Text {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(titleKey.text, systemImage: systemImage)
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(titleKey.text, isOn: isOn)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, content: content)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(titleKey.text, destination: destination)
    }
}

extension View {
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationModifier> {
        navigationTitle(titleKey.text)
    }
}
