import Foundation

/// How long a download's steps took. Nothing is downloaded on Linux, so no result has any.
public struct NetworkMetrics: Sendable {
    public let retrieveImageDuration: TimeInterval?
    public let totalRequestDuration: TimeInterval
    public let httpStatusCode: Int?
    public let redirectCount: Int
}
