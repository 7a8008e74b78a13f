import Foundation

/// How a span ended.
public enum SentrySpanStatus: UInt, Sendable {
    case undefined
    case ok
    case deadlineExceeded
    case unauthenticated
    case permissionDenied
    case notFound
    case resourceExhausted
    case invalidArgument
    case unimplemented
    case unavailable
    case internalError
    case unknownError
    case cancelled
    case alreadyExists
    case failedPrecondition
    case aborted
    case outOfRange
    case dataLoss
}

/// Whether a trace is sampled.
public enum SentrySampleDecision: UInt, Sendable {
    case undecided
    case yes
    case no
}

/// A span's identifier: 16 lowercase hex digits.
public final class SpanId: NSObject, @unchecked Sendable {
    public static let empty = SpanId(value: String(repeating: "0", count: 16))
    public let sentrySpanIdString: String

    public override init() {
        sentrySpanIdString = String(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16))
        super.init()
    }

    public init(value: String) {
        sentrySpanIdString = value
        super.init()
    }
}

/// The `sentry-trace` header a span propagates.
public final class TraceHeader: NSObject, @unchecked Sendable {
    public let traceId: SentryId
    public let spanId: SpanId
    public let sampled: SentrySampleDecision

    init(traceId: SentryId, spanId: SpanId, sampled: SentrySampleDecision) {
        self.traceId = traceId
        self.spanId = spanId
        self.sampled = sampled
        super.init()
    }

    public func value() -> String {
        let sampled = switch self.sampled {
        case .yes: "-1"
        case .no: "-0"
        case .undecided: ""
        }
        return "\(traceId.sentryIdString)-\(spanId.sentrySpanIdString)\(sampled)"
    }
}

/// A timed operation of a trace: a transaction, or a child of one. Nothing is sent
/// from Linux; a span keeps what is set on it, and knows when it finished.
public protocol Span: AnyObject, Sendable {
    var traceId: SentryId { get set }
    var spanId: SpanId { get set }
    var parentSpanId: SpanId? { get set }
    var sampled: SentrySampleDecision { get set }
    var operation: String { get set }
    var origin: String { get set }
    var spanDescription: String? { get set }
    var status: SentrySpanStatus { get set }
    var timestamp: Date? { get set }
    var startTimestamp: Date? { get set }
    var data: [String: Any] { get }
    var tags: [String: String] { get }
    var isFinished: Bool { get }

    func startChild(operation: String) -> any Span
    func startChild(operation: String, description: String?) -> any Span
    func setData(value: Any?, key: String)
    func removeData(key: String)
    func setTag(value: String, key: String)
    func removeTag(key: String)
    func setMeasurement(name: String, value: NSNumber)
    func finish()
    func finish(status: SentrySpanStatus)
    func toTraceHeader() -> TraceHeader
    func baggageHttpHeader() -> String?
    func serialize() -> [String: Any]
}
