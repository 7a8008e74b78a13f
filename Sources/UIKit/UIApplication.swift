import Foundation

/// The running app, as screen code reaches it (`UIApplication.shared`). On Linux no app
/// runs: opening a URL does nothing, and nothing can be opened.
@MainActor
public final class UIApplication {
    public static let shared = UIApplication()

    public static let openSettingsURLString = "app-settings:"

    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Set by the app; nothing shows it here.
    public var applicationIconBadgeNumber = 0

    public var isIdleTimerDisabled = false

    private init() {}

    public func canOpenURL(_ url: URL) -> Bool { false }

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        false
    }
}

/// An input event; none is delivered here.
public final class UIEvent {}
