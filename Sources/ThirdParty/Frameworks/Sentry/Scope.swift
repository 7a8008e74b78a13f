import Foundation

/// What events are enriched with: the user, tags, extras, contexts, breadcrumbs, the
/// current span. Kept in memory, and applied to what is captured.
public final class Scope: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private let maxBreadcrumbs: Int
    private var _user: User?
    private var _tags: [String: String] = [:]
    private var _extras: [String: Any] = [:]
    private var _contexts: [String: [String: Any]] = [:]
    private var _breadcrumbs: [Breadcrumb] = []
    private var _attachments: [Attachment] = []
    private var _fingerprint: [String]?
    private var _level: SentryLevel?
    private var _environment: String?
    private var _dist: String?
    private var _span: (any Span)?
    public var replayId: String?

    public init(maxBreadcrumbs: Int) {
        self.maxBreadcrumbs = maxBreadcrumbs
        super.init()
    }

    public override init() {
        maxBreadcrumbs = 100
        super.init()
    }

    public init(scope: Scope) {
        maxBreadcrumbs = scope.maxBreadcrumbs
        super.init()
        scope.lock.withLock {
            _user = scope._user
            _tags = scope._tags
            _extras = scope._extras
            _contexts = scope._contexts
            _breadcrumbs = scope._breadcrumbs
            _attachments = scope._attachments
            _fingerprint = scope._fingerprint
            _level = scope._level
            _environment = scope._environment
            _dist = scope._dist
            _span = scope._span
        }
    }

    public var span: (any Span)? {
        get { lock.withLock { _span } }
        set { lock.withLock { _span = newValue } }
    }

    public var tags: [String: String] { lock.withLock { _tags } }

    public func setUser(_ user: User?) { lock.withLock { _user = user } }
    public func setTag(value: String, key: String) { lock.withLock { _tags[key] = value } }
    public func removeTag(key: String) { lock.withLock { _tags[key] = nil } }
    public func setTags(_ tags: [String: String]?) { lock.withLock { _tags = tags ?? [:] } }
    public func setExtras(_ extras: [String: Any]?) { lock.withLock { _extras = extras ?? [:] } }
    public func setExtra(value: Any?, key: String) { lock.withLock { _extras[key] = value } }
    public func removeExtra(key: String) { lock.withLock { _extras[key] = nil } }
    public func setDist(_ dist: String?) { lock.withLock { _dist = dist } }
    public func setEnvironment(_ environment: String?) { lock.withLock { _environment = environment } }
    public func setFingerprint(_ fingerprint: [String]?) { lock.withLock { _fingerprint = fingerprint } }
    public func setLevel(_ level: SentryLevel) { lock.withLock { _level = level } }
    public func setContext(value: [String: Any], key: String) { lock.withLock { _contexts[key] = value } }
    public func removeContext(key: String) { lock.withLock { _contexts[key] = nil } }
    public func addAttachment(_ attachment: Attachment) { lock.withLock { _attachments.append(attachment) } }
    public func clearAttachments() { lock.withLock { _attachments.removeAll() } }

    public func addBreadcrumb(_ crumb: Breadcrumb) {
        lock.withLock {
            _breadcrumbs.append(crumb)
            if _breadcrumbs.count > maxBreadcrumbs { _breadcrumbs.removeFirst(_breadcrumbs.count - maxBreadcrumbs) }
        }
    }

    public func clearBreadcrumbs() { lock.withLock { _breadcrumbs.removeAll() } }

    public func clear() {
        lock.withLock {
            _user = nil
            _tags.removeAll()
            _extras.removeAll()
            _contexts.removeAll()
            _breadcrumbs.removeAll()
            _attachments.removeAll()
            _fingerprint = nil
            _level = nil
            _environment = nil
            _dist = nil
            _span = nil
        }
    }

    public func serialize() -> [String: Any] {
        lock.withLock {
            var result: [String: Any] = [:]
            if !_tags.isEmpty { result["tags"] = _tags }
            if !_extras.isEmpty { result["extra"] = _extras }
            if !_contexts.isEmpty { result["context"] = _contexts }
            if let userId = _user?.userId { result["user"] = ["id": userId] }
            if !_breadcrumbs.isEmpty { result["breadcrumbs"] = _breadcrumbs.map { $0.serialize() } }
            return result
        }
    }

    /// Adds the scope's user, tags, extras, contexts and breadcrumbs to `event`, as the SDK does before sending.
    func apply(to event: Event) {
        lock.withLock {
            if event.user == nil { event.user = _user }
            event.tags = _tags.merging(event.tags ?? [:]) { _, eventValue in eventValue }
            event.extra = _extras.merging(event.extra ?? [:]) { _, eventValue in eventValue }
            event.context = _contexts.merging(event.context ?? [:]) { _, eventValue in eventValue }
            if event.breadcrumbs == nil, !_breadcrumbs.isEmpty { event.breadcrumbs = _breadcrumbs }
            if let _fingerprint, event.fingerprint == nil { event.fingerprint = _fingerprint }
            if let _level { event.level = _level }
            if let _environment { event.environment = _environment }
            if let _dist { event.dist = _dist }
        }
    }
}
