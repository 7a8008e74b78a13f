import Foundation
import RenderContext

/// One interpolated value of a `LocalizedStringKey`, written for a locale: SwiftUI
/// formats a key's values when the text is drawn, for the environment's locale, so a
/// render writes them again for its own (`Text("\(10000)")` is `10.000` in Spanish).
/// Unchecked: it captures the interpolated value, which is never changed after.
struct LocalizedValue: @unchecked Sendable {
    let write: (EnvironmentValues) -> String

    /// A number with a printf specifier, grouped and with the locale's decimal mark as
    /// `String(format:locale:)` writes them (Spanish groups from five digits, as iOS).
    /// A small non-negative integer skips the formatter (`SmallIntegerText`).
    static func specified(_ specifier: String, _ argument: any CVarArg) -> LocalizedValue {
        LocalizedValue { environment in
            SmallIntegerText.text(specifier, argument, locale: environment.locale)
                ?? String(format: specifier, locale: environment.locale, argument)
        }
    }

    /// A value in a format style, given the environment's locale as SwiftUI gives it.
    static func formatted<Style: FormatStyle>(_ input: Style.FormatInput, _ format: Style) -> LocalizedValue where Style.FormatOutput == String {
        LocalizedValue { format.locale($0.locale).format(input) }
    }

    /// An environment for a key written as it is made: the locale of the render in
    /// progress (`RenderLocale.current`), English outside one.
    static var currentEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = RenderLocale.current
        return environment
    }
}

/// A key's parts: its literal text and the values written for a locale.
enum LocalizedPart: Sendable {
    case literal(String)
    case value(LocalizedValue)
}
