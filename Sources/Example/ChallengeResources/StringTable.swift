import Foundation
#if canImport(RenderContext)
// On Linux a string follows the locale of the render in progress (RenderLocale); on
// iOS, the device's.
import RenderContext
#endif

/// The app's strings, by locale, loaded once from the JSON tables shipped as package
/// resources. English is the source; the pseudo-locale is made from it.
public enum StringTable {
    /// Locales with a table, source first.
    public static let locales: [Locale] = [.english, .spanish, .pseudo]

    /// The string for `key` in `locale`; locales without a table use English. A key no
    /// table has is shown as `⟦key⟧`, so a missing string is visible in every render.
    public static func string(for key: String, locale: Locale) -> String {
        let table = tables[locale.identifier] ?? tables[Locale.english.identifier] ?? [:]
        return table[key] ?? "⟦\(key)⟧"
    }

    /// The keys of one locale's table.
    public static func keys(of locale: Locale) -> Set<String> {
        Set(tables[locale.identifier]?.keys ?? [:].keys)
    }

    /// By locale identifier.
    private static let tables: [String: [String: String]] = {
        var tables: [String: [String: String]] = [:]
        for locale in [Locale.english, .spanish] {
            tables[locale.identifier] = load(locale.identifier)
        }
        tables[Locale.pseudo.identifier] = (tables[Locale.english.identifier] ?? [:]).mapValues(PseudoLocalization.transform)
        return tables
    }()

    private static func load(_ name: String) -> [String: String] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Strings"),
              let data = try? Data(contentsOf: url),
              let table = try? JSONDecoder().decode([String: String].self, from: data)
        else {
            // A broken table must not pass silently: every string shows as missing.
            return [:]
        }
        return table
    }
}

extension String {
    /// The string this key stands for, in the locale of the render in progress (the
    /// view's `\.locale`, never the machine's).
    ///
    ///     static var title: String { "characterList.title".localized() }
    public func localized() -> String {
        #if canImport(RenderContext)
        StringTable.string(for: self, locale: RenderLocale.current)
        #else
        StringTable.string(for: self, locale: .current)
        #endif
    }

    /// The string this key stands for, with `%lld`, `%d` and `%@` placeholders filled.
    ///
    ///     "characterList.headerSubtitle %lld".localized(826)
    public func localized(_ arguments: any CVarArg...) -> String {
        LocalizedFormat.format(localized(), arguments)
    }
}
