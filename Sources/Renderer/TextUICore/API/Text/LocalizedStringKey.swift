import Foundation

/// The key of a localized string, as SwiftUI's views take it. On Linux there are no
/// string tables: the text shown is the key, with its interpolated values written in
/// for the locale, as iOS writes them (`"\(1000) steps"` is `1,000 steps` in English).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text a render shows, its values written for the locale of the render in
    /// progress when the key was made.
    let text: String
    /// The literal text and the values, for a text drawn in another locale; nil when
    /// the key has no value a locale changes.
    let parts: [LocalizedPart]?

    public init(_ value: String) {
        text = value
        parts = nil
    }

    public init(stringLiteral value: String) {
        text = value
        parts = nil
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        parts = stringInterpolation.hasValues ? stringInterpolation.parts : nil
    }

    init(parts: [LocalizedPart]) {
        self.parts = parts
        let environment = LocalizedValue.currentEnvironment
        text = Self.write(parts, in: environment)
    }

    /// The text in an environment's locale: what a `Text` made from the key draws.
    func text(in environment: EnvironmentValues) -> String {
        guard let parts else { return text }
        return Self.write(parts, in: environment)
    }

    /// The key as parts, a key without values one literal.
    var allParts: [LocalizedPart] { parts ?? [.literal(text)] }

    private static func write(_ parts: [LocalizedPart], in environment: EnvironmentValues) -> String {
        var written = ""
        for part in parts {
            switch part {
            case let .literal(literal): written += literal
            case let .value(value): written += value.write(environment)
            }
        }
        return written
    }

    /// Two keys are one when they show one text.
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.text == rhs.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var parts: [LocalizedPart] = []
        var hasValues = false
        /// Where values are written as the key is made, once for the whole key.
        private var environment: EnvironmentValues?

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            parts.append(.literal(literal))
        }

        /// A value written for the locale, now for the render in progress and again
        /// when a text is drawn in another.
        mutating func append(_ value: LocalizedValue) {
            if environment == nil { environment = LocalizedValue.currentEnvironment }
            text += value.write(environment!)
            parts.append(.value(value))
            hasValues = true
        }

        public mutating func appendInterpolation(_ string: String) {
            appendLiteral(string)
        }

        /// A number, with its default specifier for the locale: `%lld` groups an
        /// integer (`1,000`), `%lf` writes six decimals (`0.500000`), as on iOS.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            append(.specified(value._specifier, value._arg))
        }

        /// What SwiftUI does not take (an optional, an enum): by its description.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            appendLiteral(String(describing: value))
        }

        /// Other describable values, by their description without a dynamic look-up.
        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            appendLiteral(value.description)
        }

        /// The string a text draws, dates and values written for the locale.
        public mutating func appendInterpolation(_ text: Text) {
            append(LocalizedValue { text.shownText(in: $0) })
        }

        /// A value in a format style, for the locale: `"\(0.25, format: .percent)"`.
        public mutating func appendInterpolation<Style: FormatStyle>(_ input: Style.FormatInput, format: Style) where Style.FormatOutput == String {
            append(.formatted(input, format))
        }

        /// A number in a printf format for the locale: `"\(amount, specifier: "%.1f") g"`
        /// (`2,5 g` in Spanish).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(.specified(specifier, value))
        }

        /// A symbol inside a text, as its glyph: `"\(Image(systemName: "star")) Favorites"`.
        public mutating func appendInterpolation(_ image: Image) {
            if case let .system(name) = image.source { appendLiteral(String(SymbolGlyphs.glyph(for: name))) }
        }

        /// A date in a style, for the locale and time zone of the render.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            let date = DateText(start: date, end: nil, style: style)
            append(LocalizedValue { date.text(in: $0) })
        }

        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            let dates = DateText(start: dates.lowerBound, end: dates.upperBound, style: nil)
            append(LocalizedValue { dates.text(in: $0) })
        }

        public mutating func appendInterpolation(_ interval: DateInterval) {
            appendInterpolation(interval.start...interval.end)
        }

        /// A timer, shown as its interval: a render never reads the clock.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
            let timer = DateText(start: timerInterval.lowerBound, end: timerInterval.upperBound, style: .timer)
            append(LocalizedValue { timer.text(in: $0) })
        }

        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendLiteral(String(attributedString.characters))
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            appendLiteral(formatter?.string(for: subject) ?? String(describing: subject))
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            appendLiteral(formatter?.string(for: subject) ?? subject.description)
        }
    }
}

extension Text {
    /// A localized string: on Linux, the key with its values.
    public nonisolated init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.text)
        if key.parts != nil { style.localized = key }
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
