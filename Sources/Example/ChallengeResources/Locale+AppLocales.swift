import Foundation

extension Locale {
    /// The source language.
    public static let english = Locale(identifier: "en")
    public static let spanish = Locale(identifier: "es")
    /// A pseudo-locale: every letter accented and every string about 40% longer, in
    /// brackets, so truncation and hard-coded strings show before a translator sees them.
    public static let pseudo = Locale(identifier: "en-XA")
}
