import Foundation

/// The span the SDK hands out: its fields and children, kept in memory.
final class RecordedSpan: NSObject, Span, @unchecked Sendable {
    private let lock = NSLock()
    var traceId: SentryId
    var spanId = SpanId()
    var parentSpanId: SpanId?
    var sampled: SentrySampleDecision
    var operation: String
    var origin = "manual"
    var spanDescription: String?
    var status: SentrySpanStatus = .undefined
    var timestamp: Date?
    var startTimestamp: Date? = Date()
    private var _data: [String: Any] = [:]
    private var _tags: [String: String] = [:]
    private var measurements: [String: NSNumber] = [:]
    private(set) var children: [RecordedSpan] = []
    /// The transaction's name, for a root span.
    let name: String?

    init(name: String?, operation: String, description: String?, traceId: SentryId, parent: SpanId?, sampled: SentrySampleDecision) {
        self.name = name
        self.operation = operation
        spanDescription = description
        self.traceId = traceId
        parentSpanId = parent
        self.sampled = sampled
        super.init()
    }

    var data: [String: Any] { lock.withLock { _data } }
    var tags: [String: String] { lock.withLock { _tags } }
    var isFinished: Bool { lock.withLock { timestamp != nil } }

    func startChild(operation: String) -> any Span {
        startChild(operation: operation, description: nil)
    }

    func startChild(operation: String, description: String?) -> any Span {
        let child = RecordedSpan(name: nil, operation: operation, description: description, traceId: traceId, parent: spanId, sampled: sampled)
        lock.withLock { children.append(child) }
        return child
    }

    func setData(value: Any?, key: String) { lock.withLock { _data[key] = value } }
    func removeData(key: String) { lock.withLock { _data[key] = nil } }
    func setTag(value: String, key: String) { lock.withLock { _tags[key] = value } }
    func removeTag(key: String) { lock.withLock { _tags[key] = nil } }
    func setMeasurement(name: String, value: NSNumber) { lock.withLock { measurements[name] = value } }

    func finish() {
        finish(status: status == .undefined ? .ok : status)
    }

    func finish(status: SentrySpanStatus) {
        lock.withLock {
            guard timestamp == nil else { return }
            self.status = status
            timestamp = Date()
        }
    }

    func toTraceHeader() -> TraceHeader {
        TraceHeader(traceId: traceId, spanId: spanId, sampled: sampled)
    }

    func baggageHttpHeader() -> String? {
        "sentry-trace_id=\(traceId.sentryIdString)"
    }

    func serialize() -> [String: Any] {
        var result: [String: Any] = ["op": operation, "span_id": spanId.sentrySpanIdString, "trace_id": traceId.sentryIdString]
        result["description"] = spanDescription
        result["data"] = data.isEmpty ? nil : data
        result["tags"] = tags.isEmpty ? nil : tags
        return result
    }
}
