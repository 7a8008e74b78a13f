import SwiftUI

extension LocaleIdentifier {
    public static let spanish: LocaleIdentifier = "es"
    /// A pseudo-locale: every letter accented and every string about 40% longer, in
    /// brackets, so truncation and hard-coded strings show before a translator sees them.
    public static let pseudo: LocaleIdentifier = "en-XA"
}
