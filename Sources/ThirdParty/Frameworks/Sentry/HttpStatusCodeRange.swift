import Foundation

/// A range of HTTP status codes, for which failed requests are reported.
public final class HttpStatusCodeRange: NSObject, @unchecked Sendable {
    public let min: Int
    public let max: Int

    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
        super.init()
    }

    public init(statusCode: Int) {
        min = statusCode
        max = statusCode
        super.init()
    }
}
