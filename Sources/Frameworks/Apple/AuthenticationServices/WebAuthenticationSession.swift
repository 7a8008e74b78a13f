import Foundation
import SwiftUI

/// SwiftUI's web sign-in action, `@Environment(\.webAuthenticationSession)` (iOS 16.4).
/// Linux has no browser: `authenticate` throws
/// `ASWebAuthenticationSessionError(.presentationContextInvalid)`.
@MainActor @preconcurrency
public struct WebAuthenticationSession {
    /// Which browser session a sign-in uses.
    public struct BrowserSession: Hashable, Sendable {
        let ephemeral: Bool
        public static let shared = BrowserSession(ephemeral: false)
        public static let ephemeral = BrowserSession(ephemeral: true)
    }

    nonisolated init() {}

    public func authenticate(using url: URL, callbackURLScheme: String,
                             preferredBrowserSession: BrowserSession? = nil) async throws -> URL {
        throw ASWebAuthenticationSessionError(.presentationContextInvalid)
    }

    public func authenticate(using url: URL, callback: ASWebAuthenticationSession.Callback,
                             preferredBrowserSession: BrowserSession? = nil,
                             additionalHeaderFields: [String: String]) async throws -> URL {
        throw ASWebAuthenticationSessionError(.presentationContextInvalid)
    }
}

private struct WebAuthenticationSessionKey: EnvironmentKey {
    static var defaultValue: WebAuthenticationSession { WebAuthenticationSession() }
}

extension EnvironmentValues {
    public var webAuthenticationSession: WebAuthenticationSession { self[WebAuthenticationSessionKey.self] }
}
