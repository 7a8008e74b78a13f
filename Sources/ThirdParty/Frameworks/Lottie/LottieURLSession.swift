import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What downloads animations.
public protocol LottieURLSession: Sendable {
    func lottieDataTask(with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask?
}

extension URLSession: LottieURLSession {
    public func lottieDataTask(with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask? {
        dataTask(with: url, completionHandler: completionHandler)
    }
}
