/// AppIntents brings Foundation with it, as on Apple platforms, with what Linux's
/// Foundation lacks of it (`LocalizedStringResource`, `String(localized:)`).
@_exported import Foundation
@_exported import FoundationAdditions
