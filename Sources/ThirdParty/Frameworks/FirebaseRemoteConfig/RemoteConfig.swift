import Foundation
import FirebaseCore

/// Firebase Remote Config. Linux is a device offline: every fetch fails with
/// `RemoteConfigError(.internalError)` (its underlying error `URLError(.notConnectedToInternet)`),
/// nothing new is activated, and values come from the defaults the app set (`source`
/// `.default`), else empty (`.static`). Completion handlers run on the main queue, as
/// Remote Config runs them.
public final class RemoteConfig: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var instances: [String: RemoteConfig] = [:]

    private let lock = NSLock()
    private var defaults: [String: RemoteConfigValue] = [:]
    private var settings = RemoteConfigSettings()
    private var fetchStatus: RemoteConfigFetchStatus = .noFetchYet
    private var listeners: [UUID: @Sendable (RemoteConfigUpdate?, (any Error)?) -> Void] = [:]

    private override init() {
        super.init()
    }

    /// The default app's Remote Config.
    public static func remoteConfig() -> RemoteConfig {
        instance(named: "__FIRAPP_DEFAULT")
    }

    public static func remoteConfig(app: FirebaseApp) -> RemoteConfig {
        instance(named: app.name)
    }

    private static func instance(named name: String) -> RemoteConfig {
        lock.withLock {
            if let instance = instances[name] { return instance }
            let instance = RemoteConfig()
            instances[name] = instance
            return instance
        }
    }

    // MARK: - State

    /// Nil: no fetch ever succeeds.
    public var lastFetchTime: Date? { nil }

    public var lastFetchStatus: RemoteConfigFetchStatus {
        lock.withLock { fetchStatus }
    }

    public var configSettings: RemoteConfigSettings {
        get { lock.withLock { settings } }
        set { lock.withLock { settings = newValue } }
    }

    // MARK: - Fetching and activating

    public func ensureInitialized(completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil) }
    }

    public func ensureInitialized() async throws {}

    public func fetch(completionHandler: (@Sendable (RemoteConfigFetchStatus, (any Error)?) -> Void)? = nil) {
        let error = failFetch()
        guard let completionHandler else { return }
        DispatchQueue.main.async { completionHandler(.failure, error) }
    }

    public func fetch() async throws -> RemoteConfigFetchStatus {
        throw failFetch()
    }

    public func fetch(withExpirationDuration expirationDuration: TimeInterval, completionHandler: (@Sendable (RemoteConfigFetchStatus, (any Error)?) -> Void)? = nil) {
        fetch(completionHandler: completionHandler)
    }

    public func fetch(withExpirationDuration expirationDuration: TimeInterval) async throws -> RemoteConfigFetchStatus {
        try await fetch()
    }

    /// Fails as the fetch does: `.error`, and the defaults stay active.
    public func fetchAndActivate(completionHandler: (@Sendable (RemoteConfigFetchAndActivateStatus, (any Error)?) -> Void)? = nil) {
        let error = failFetch()
        guard let completionHandler else { return }
        DispatchQueue.main.async { completionHandler(.error, error) }
    }

    public func fetchAndActivate() async throws -> RemoteConfigFetchAndActivateStatus {
        throw failFetch()
    }

    /// Nothing was fetched, so nothing changes: `changed` is false, with no error.
    public func activate(completion: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
        guard let completion else { return }
        DispatchQueue.main.async { completion(false, nil) }
    }

    public func activate() async throws -> Bool {
        false
    }

    private func failFetch() -> RemoteConfigError {
        lock.withLock { fetchStatus = .failure }
        return RemoteConfigError(.internalError)
    }

    // MARK: - Values

    public subscript(key: String) -> RemoteConfigValue {
        configValue(forKey: key)
    }

    /// The app's default for `key`, else an empty static value.
    public func configValue(forKey key: String?) -> RemoteConfigValue {
        key.flatMap { key in lock.withLock { defaults[key] } } ?? RemoteConfigValue(data: Data(), source: .static)
    }

    public func configValue(forKey key: String?, source: RemoteConfigSource) -> RemoteConfigValue {
        switch source {
        case .default: defaultValue(forKey: key) ?? RemoteConfigValue(data: Data(), source: .static)
        case .remote, .static: RemoteConfigValue(data: Data(), source: .static)
        }
    }

    public func allKeys(from source: RemoteConfigSource) -> [String] {
        source == .default ? lock.withLock { defaults.keys.sorted() } : []
    }

    public func keys(withPrefix prefix: String?) -> Set<String> {
        Set(allKeys(from: .default).filter { $0.hasPrefix(prefix ?? "") })
    }

    public func setDefaults(_ defaults: [String: NSObject]?) {
        let values = (defaults ?? [:]).mapValues { RemoteConfigValue(defaultValue: $0) }
        lock.withLock { self.defaults = values }
    }

    /// The defaults in `fileName.plist` of the app's bundle; none when it is not there.
    public func setDefaults(fromPlist fileName: String?) {
        guard let fileName,
              let path = ([Bundle.main] + Bundle.allBundles).lazy.compactMap({ $0.path(forResource: fileName, ofType: "plist") }).first,
              let data = FileManager.default.contents(atPath: path),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return }
        setDefaults(plist.compactMapValues { $0 as? NSObject })
    }

    public func defaultValue(forKey key: String?) -> RemoteConfigValue? {
        key.flatMap { key in lock.withLock { defaults[key] } }
    }

    // MARK: - Real-time updates

    /// Listens for updates; a device offline receives none.
    @discardableResult
    public func addOnConfigUpdateListener(remoteConfigUpdateCompletion listener: @escaping @Sendable (RemoteConfigUpdate?, (any Error)?) -> Void) -> ConfigUpdateListenerRegistration {
        let id = UUID()
        lock.withLock { listeners[id] = listener }
        return ConfigUpdateListenerRegistration { [weak self] in
            self?.lock.withLock { _ = self?.listeners.removeValue(forKey: id) }
        }
    }

    /// Not Firebase API: forgets defaults, settings and fetch status, so each test starts afresh.
    public func _reset() {
        lock.withLock {
            defaults.removeAll()
            settings = RemoteConfigSettings()
            fetchStatus = .noFetchYet
            listeners.removeAll()
        }
    }
}

// MARK: - Codable

extension RemoteConfig {
    public subscript<T: Decodable>(decodedValue key: String) -> T? {
        try? configValue(forKey: key).decoded()
    }

    public subscript(jsonValue key: String) -> [String: AnyHashable]? {
        configValue(forKey: key).jsonValue as? [String: AnyHashable]
    }

    /// Every key's value, decoded into `Value`'s properties.
    public func decoded<Value: Decodable>(asType: Value.Type = Value.self) throws -> Value {
        let keys = allKeys(from: .default) + allKeys(from: .remote)
        let values = Dictionary(keys.map { ($0, configValue(forKey: $0)) }) { first, _ in first }
        return try Value(from: RemoteConfigDecoder(contents: .config(values)))
    }

    /// `value`'s properties as the defaults.
    public func setDefaults<Value: Encodable>(from value: Value) throws {
        let data = try JSONEncoder().encode(value)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw RemoteConfigCodableError.invalidSetDefaultsInput("The setDefaults input: \(value), must be a Struct that encodes to a Dictionary")
        }
        setDefaults(object.compactMapValues { value -> NSObject? in
            switch value {
            case let string as String: NSString(string: string)
            case let number as NSNumber: number
            default: (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])).map { NSString(string: String(decoding: $0, as: UTF8.self)) }
            }
        })
    }
}
