import Foundation

/// Sentry's entry point. Nothing is sent from Linux: `start` keeps the options, a
/// capture answers with an event ID, and the events a started SDK with a DSN would send
/// (after the scope and `beforeSend`) are kept in memory for a test to read back with
/// `_capturedEvents`. Without `start`, or without a DSN, captures answer `SentryId.empty`,
/// as the real SDK does. `capture(exception:)` is left out: Linux's Foundation has no
/// `NSException`.
public final class SentrySDK: NSObject {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var options: Options?
    nonisolated(unsafe) private static var scope = Scope()
    nonisolated(unsafe) private static var events: [Event] = []

    private override init() {
        super.init()
    }

    // MARK: - Starting

    public static func start(options: Options) {
        let scope = options.initialScope(Scope(maxBreadcrumbs: Int(options.maxBreadcrumbs)))
        lock.withLock {
            self.options = options
            self.scope = scope
        }
    }

    public static func start(configureOptions: @escaping (Options) -> Void) {
        let options = Options()
        configureOptions(options)
        start(options: options)
    }

    /// True between `start` and `close`.
    public static var isEnabled: Bool {
        lock.withLock { options != nil }
    }

    public static func flush(timeout: TimeInterval) {}

    public static func close() {
        lock.withLock {
            options = nil
            scope = Scope()
        }
    }

    // MARK: - Capturing

    @discardableResult
    public static func capture(event: Event) -> SentryId {
        capture(event, scope: currentScope)
    }

    @discardableResult
    public static func capture(event: Event, scope: Scope) -> SentryId {
        capture(event, scope: scope)
    }

    @discardableResult
    public static func capture(event: Event, block: @escaping (Scope) -> Void) -> SentryId {
        capture(event, scope: scoped(block))
    }

    @discardableResult
    public static func capture(event: Event, attachAllThreads: Bool) -> SentryId {
        capture(event: event)
    }

    @discardableResult
    public static func capture(error: any Error) -> SentryId {
        capture(Event(error: error), scope: currentScope)
    }

    @discardableResult
    public static func capture(error: any Error, scope: Scope) -> SentryId {
        capture(Event(error: error), scope: scope)
    }

    @discardableResult
    public static func capture(error: any Error, block: @escaping (Scope) -> Void) -> SentryId {
        capture(Event(error: error), scope: scoped(block))
    }

    @discardableResult
    public static func capture(error: any Error, attachAllThreads: Bool) -> SentryId {
        capture(error: error)
    }




    @discardableResult
    public static func capture(message: String) -> SentryId {
        capture(messageEvent(message), scope: currentScope)
    }

    @discardableResult
    public static func capture(message: String, scope: Scope) -> SentryId {
        capture(messageEvent(message), scope: scope)
    }

    @discardableResult
    public static func capture(message: String, block: @escaping (Scope) -> Void) -> SentryId {
        capture(messageEvent(message), scope: scoped(block))
    }

    @discardableResult
    public static func capture(message: String, attachAllThreads: Bool) -> SentryId {
        capture(message: message)
    }

    private static func messageEvent(_ message: String) -> Event {
        let event = Event(level: .info)
        event.message = SentryMessage(formatted: message)
        return event
    }


    private static var currentScope: Scope {
        lock.withLock { scope }
    }

    /// A copy of the current scope, changed by `block` for one capture.
    private static func scoped(_ block: (Scope) -> Void) -> Scope {
        let copy = Scope(scope: currentScope)
        block(copy)
        return copy
    }

    /// What the SDK does before sending: the scope, the release and environment, then
    /// `beforeSend`, which may drop the event.
    private static func capture(_ event: Event, scope: Scope) -> SentryId {
        guard let options = lock.withLock({ options }), options.enabled, options.dsn?.isEmpty == false else { return .empty }
        scope.apply(to: event)
        if event.releaseName == nil { event.releaseName = options.releaseName }
        if event.environment == nil { event.environment = options.environment }
        if event.dist == nil { event.dist = options.dist }
        guard let sent = options.beforeSend.map({ $0(event) }) ?? event else { return .empty }
        lock.withLock { events.append(sent) }
        return sent.eventId
    }

    // MARK: - Scope

    public static func addBreadcrumb(_ crumb: Breadcrumb) {
        guard let options = lock.withLock({ options }) else { return }
        guard let crumb = options.beforeBreadcrumb.map({ $0(crumb) }) ?? crumb else { return }
        currentScope.addBreadcrumb(crumb)
    }

    public static func configureScope(_ callback: @escaping (Scope) -> Void) {
        callback(currentScope)
    }

    public static func setUser(_ user: User?) {
        currentScope.setUser(user)
    }

    // MARK: - Tracing

    /// The span bound to the scope, if a transaction was started with `bindToScope: true`.
    public static var span: (any Span)? {
        currentScope.span
    }

    @discardableResult
    public static func startTransaction(name: String, operation: String) -> any Span {
        startTransaction(transactionContext: TransactionContext(name: name, operation: operation), bindToScope: false, customSamplingContext: [:])
    }

    @discardableResult
    public static func startTransaction(name: String, operation: String, bindToScope: Bool) -> any Span {
        startTransaction(transactionContext: TransactionContext(name: name, operation: operation), bindToScope: bindToScope, customSamplingContext: [:])
    }

    @discardableResult
    public static func startTransaction(transactionContext: TransactionContext) -> any Span {
        startTransaction(transactionContext: transactionContext, bindToScope: false, customSamplingContext: [:])
    }

    @discardableResult
    public static func startTransaction(transactionContext: TransactionContext, bindToScope: Bool) -> any Span {
        startTransaction(transactionContext: transactionContext, bindToScope: bindToScope, customSamplingContext: [:])
    }

    @discardableResult
    public static func startTransaction(transactionContext: TransactionContext, customSamplingContext: [String: Any]) -> any Span {
        startTransaction(transactionContext: transactionContext, bindToScope: false, customSamplingContext: customSamplingContext)
    }

    /// A transaction, sampled as the options say (`tracesSampler`, else a rate of 1 or 0).
    @discardableResult
    public static func startTransaction(transactionContext: TransactionContext, bindToScope: Bool, customSamplingContext: [String: Any]) -> any Span {
        let options: Options? = lock.withLock { self.options }
        var sampled = transactionContext.sampled
        if sampled == .undecided, let options {
            let rate = options.tracesSampler?(SamplingContext(transactionContext: transactionContext, customSamplingContext: customSamplingContext))
                ?? options.tracesSampleRate
            sampled = (rate?.doubleValue ?? 0) >= 1 ? .yes : .no
        }
        let transaction = RecordedSpan(
            name: transactionContext.name, operation: transactionContext.operation, description: transactionContext.spanDescription,
            traceId: SentryId(), parent: nil, sampled: sampled == .undecided ? .no : sampled
        )
        if bindToScope { currentScope.span = transaction }
        return transaction
    }

    public static func reportFullyDisplayed() {}

    // MARK: - Sessions, app state, profiling

    public static func startSession() {}
    public static func endSession() {}

    /// Linux installs no crash handler: nothing crashes.
    public static func crash() {}

    public static var lastRunStatus: SentryLastRunStatus {
        isEnabled ? .didNotCrash : .unknown
    }

    @available(*, deprecated, message: "Use lastRunStatus instead, which distinguishes between 'did not crash' and 'unknown'.")
    public static var crashedLastRun: Bool { false }

    public static var detectedStartUpCrash: Bool { false }

    public static func pauseAppHangTracking() {}
    public static func resumeAppHangTracking() {}
    public static func startProfiler() {}
    public static func stopProfiler() {}

    public static func addFeatureFlag(name: String, result: Bool) {}

    /// Structured logs: `SentrySDK.logger.info("…")`. Sent nowhere.
    public static var logger: SentryLogger { SentryLogger.shared }

    // MARK: - Not Sentry API: what a test reads

    /// The events captured since the last `_reset()`, as they would be sent.
    public static var _capturedEvents: [Event] {
        lock.withLock { events }
    }

    /// The current scope, to read what the app set on it.
    public static var _scope: Scope {
        currentScope
    }

    /// Closes the SDK and forgets what was captured.
    public static func _reset() {
        close()
        lock.withLock { events.removeAll() }
    }
}
