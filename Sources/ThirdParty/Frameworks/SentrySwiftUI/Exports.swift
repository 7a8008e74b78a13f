/// Sentry 9 declares its SwiftUI views in `Sentry`; `SentrySwiftUI` re-exports it, as the real one does.
@_exported import Sentry
