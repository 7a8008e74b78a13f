import Foundation
import UIKit

// What a web view makes of its page: scripts in content worlds, snapshots, PDFs, web
// archives, and find. There is no page on Linux: each fails with
// `WKError(.webContentProcessTerminated)`, as `evaluateJavaScript` does, and find finds
// nothing; completion handlers are called, so code waiting on them goes on.
extension WKWebView {
    /// Runs a script in a frame and content world (iOS 14); fails here.
    public func evaluateJavaScript(_ javaScript: String, in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld,
                                   completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil) {
        completionHandler?(.failure(WKError(.webContentProcessTerminated)))
    }

    public func evaluateJavaScript(_ javaScript: String, in frame: WKFrameInfo? = nil, contentWorld: WKContentWorld) async throws -> Any? {
        throw WKError(.webContentProcessTerminated)
    }

    /// Calls an async JavaScript function body with arguments (iOS 14); fails here.
    public func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
                                    in contentWorld: WKContentWorld,
                                    completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil) {
        completionHandler?(.failure(WKError(.webContentProcessTerminated)))
    }

    public func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
                                    contentWorld: WKContentWorld) async throws -> Any? {
        throw WKError(.webContentProcessTerminated)
    }

    /// An image of the page (iOS 11); fails here, as there is no page to draw.
    public func takeSnapshot(with snapshotConfiguration: WKSnapshotConfiguration?,
                             completionHandler: @escaping @MainActor @Sendable (UIImage?, (any Error)?) -> Void) {
        completionHandler(nil, WKError(.webContentProcessTerminated))
    }

    public func takeSnapshot(configuration: WKSnapshotConfiguration?) async throws -> UIImage {
        throw WKError(.webContentProcessTerminated)
    }

    /// A PDF of the page (iOS 14); fails here.
    public func createPDF(configuration: WKPDFConfiguration = .init(),
                          completionHandler: @escaping @MainActor @Sendable (Result<Data, any Error>) -> Void) {
        completionHandler(.failure(WKError(.webContentProcessTerminated)))
    }

    public func pdf(configuration: WKPDFConfiguration = .init()) async throws -> Data {
        throw WKError(.webContentProcessTerminated)
    }

    /// The page as a web archive (iOS 14); fails here.
    public func createWebArchiveData(completionHandler: @escaping @MainActor @Sendable (Result<Data, any Error>) -> Void) {
        completionHandler(.failure(WKError(.webContentProcessTerminated)))
    }

    public func webArchiveData() async throws -> Data {
        throw WKError(.webContentProcessTerminated)
    }

    /// Finds a string in the page (iOS 14): never found, as there is no page.
    public func find(_ string: String, configuration: WKFindConfiguration = .init(),
                     completionHandler: @escaping @MainActor @Sendable (WKFindResult) -> Void) {
        completionHandler(WKFindResult())
    }

    public func find(_ string: String, configuration: WKFindConfiguration = .init()) async -> WKFindResult {
        WKFindResult()
    }
}

/// A namespace scripts run in, apart from the page's own (iOS 14).
@MainActor @preconcurrency
open class WKContentWorld: NSObject {
    public let name: String?

    init(name: String?) {
        self.name = name
    }

    /// The page's own world.
    public static let page = WKContentWorld(name: nil)
    /// The world of the app's scripts that name none.
    public static let defaultClient = WKContentWorld(name: nil)

    /// A world of the app's own, one per name.
    public static func world(name: String) -> WKContentWorld {
        WKContentWorld(name: name)
    }
}

/// What part of the page a snapshot takes, and at what width.
@MainActor @preconcurrency
open class WKSnapshotConfiguration: NSObject {
    open var rect: CGRect = .null
    open var snapshotWidth: NSNumber?
    open var afterScreenUpdates = true

    public override init() {
        super.init()
    }
}

/// What part of the page a PDF takes (iOS 14).
@MainActor @preconcurrency
open class WKPDFConfiguration: NSObject {
    open var rect: CGRect = .null
    open var allowTransparentBackground = false

    public override init() {
        super.init()
    }
}

/// How find searches (iOS 14).
@MainActor @preconcurrency
open class WKFindConfiguration: NSObject {
    open var backwards = false
    open var caseSensitive = false
    open var wraps = true

    public override init() {
        super.init()
    }
}

/// What find found: nothing, here.
@MainActor @preconcurrency
open class WKFindResult: NSObject {
    open var matchFound: Bool { false }
}
