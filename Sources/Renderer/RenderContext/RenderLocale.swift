import Foundation

/// The locale of the render in progress, for code that looks a string up outside a
/// view's `body`: a string table's `localized()`, a formatter made in a view model. It
/// is the `\.locale` of the view being rendered, as the strategy's `locale:` or an
/// `.environment(\.locale, …)` above it set it. Outside a render it is `standard`,
/// English, as a render's is by default: never the machine's, so a test reads the
/// same everywhere.
///
///     extension String {
///         func localized() -> String {
///             StringTable.string(for: self, locale: RenderLocale.current)
///         }
///     }
///
/// Inside a view, read `@Environment(\.locale)` as on iOS.
public enum RenderLocale {
    /// The locale strings should follow now.
    public static var current: Locale { bound ?? standard }

    /// Set by the renderer while a view's `body` runs, and while its `onAppear` and
    /// `task` actions do.
    @TaskLocal package static var bound: Locale?

    /// The locale a render is made in unless the test says otherwise: English.
    public static let standard = Locale(identifier: "en")
}
