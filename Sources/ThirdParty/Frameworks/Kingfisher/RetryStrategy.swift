import Foundation

/// What a retry strategy is told about a failed retrieval.
public class RetryContext: @unchecked Sendable {
    public let source: Source
    public let error: KingfisherError
    public internal(set) var retriedCount: Int = 0
    public internal(set) var userInfo: Any? = nil

    init(source: Source, error: KingfisherError) {
        self.source = source
        self.error = error
    }
}

/// Whether to try again.
public enum RetryDecision {
    case retry(userInfo: Any?)
    case stop
}

/// Decides whether a failed retrieval is tried again.
public protocol RetryStrategy: Sendable {
    func retry(context: RetryContext, retryHandler: @escaping @Sendable (RetryDecision) -> Void)
}

/// Retries up to a count, after a delay. With no network every retry fails the same
/// way, so a retrieval here fails at once, as a device offline does once its retries run out.
public struct DelayRetryStrategy: RetryStrategy {
    /// How long to wait before each retry.
    public enum Interval: Sendable {
        case seconds(TimeInterval)
        case accumulated(TimeInterval)
        case custom(block: @Sendable (_ retriedCount: Int) -> TimeInterval)
    }

    public let maxRetryCount: Int
    public let retryInterval: Interval

    public init(maxRetryCount: Int, retryInterval: Interval = .seconds(3)) {
        self.maxRetryCount = maxRetryCount
        self.retryInterval = retryInterval
    }

    public func retry(context: RetryContext, retryHandler: @escaping @Sendable (RetryDecision) -> Void) {
        retryHandler(.stop)
    }
}
