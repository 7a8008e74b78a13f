import Foundation
import UIKit

/// The window a sign-in sheet is presented from.
public typealias ASPresentationAnchor = UIWindow

public let ASWebAuthenticationSessionErrorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// Why a web authentication session ended without a callback URL.
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case canceledLogin = 1
        case presentationContextNotProvided = 2
        case presentationContextInvalid = 3
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { ASWebAuthenticationSessionErrorDomain }
    public static var canceledLogin: Code { .canceledLogin }
    public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
    public static var presentationContextInvalid: Code { .presentationContextInvalid }
}

/// Supplies the window a session presents from.
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    @MainActor func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// A sign-in through a web page. Linux has no browser to present: `canStart` is false,
/// and `start()` returns false after reporting
/// `ASWebAuthenticationSessionError(.presentationContextInvalid)` to the completion
/// handler, as iOS does when it has nowhere to present the sheet.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = @Sendable (URL?, (any Error)?) -> Void

    /// How the page calls back (iOS 17.4).
    public struct Callback: Sendable, Hashable {
        public let scheme: String?
        public let host: String?
        public let path: String?
        public static func customScheme(_ customScheme: String) -> Callback {
            Callback(scheme: customScheme, host: nil, path: nil)
        }
        public static func https(host: String, path: String) -> Callback {
            Callback(scheme: "https", host: host, path: path)
        }
        /// Whether `url` is this callback.
        public func matchesURL(_ url: URL) -> Bool {
            guard url.scheme?.lowercased() == scheme?.lowercased() else { return false }
            if let host, url.host?.lowercased() != host.lowercased() { return false }
            if let path, url.path != path { return false }
            return true
        }
    }

    public let url: URL
    public let callbackURLScheme: String?
    public let callback: Callback?
    private let completionHandler: CompletionHandler
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    open var prefersEphemeralWebBrowserSession = false
    open var additionalHeaderFields: [String: String]?

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        self.url = URL
        self.callbackURLScheme = callbackURLScheme
        self.callback = callbackURLScheme.map { .customScheme($0) }
        self.completionHandler = completionHandler
        super.init()
    }

    public init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
        self.url = URL
        self.callbackURLScheme = callback.scheme
        self.callback = callback
        self.completionHandler = completionHandler
        super.init()
    }

    /// False: there is no browser to present.
    open var canStart: Bool { false }

    /// Reports `.presentationContextInvalid` to the completion handler and returns false.
    @discardableResult
    open func start() -> Bool {
        completionHandler(nil, ASWebAuthenticationSessionError(.presentationContextInvalid))
        return false
    }

    open func cancel() {}
}
