import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Changes a download's request (an auth header, say) before it is sent.
public protocol AsyncImageDownloadRequestModifier: Sendable {
    func modified(for request: URLRequest) async -> URLRequest?
    var onDownloadTaskStarted: (@Sendable (DownloadTask?) -> Void)? { get }
}

/// The same, answering at once.
public protocol ImageDownloadRequestModifier: AsyncImageDownloadRequestModifier {
    func modified(for request: URLRequest) -> URLRequest?
}

extension ImageDownloadRequestModifier {
    public var onDownloadTaskStarted: (@Sendable (DownloadTask?) -> Void)? { nil }
}

/// A request modifier from a closure: `AnyModifier { request in … }`.
public struct AnyModifier: ImageDownloadRequestModifier {
    let block: @Sendable (URLRequest) -> URLRequest?

    public init(modify: @escaping @Sendable (URLRequest) -> URLRequest?) {
        block = modify
    }

    public func modified(for request: URLRequest) -> URLRequest? {
        block(request)
    }
}
