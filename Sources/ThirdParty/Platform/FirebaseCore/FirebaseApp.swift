import Foundation

/// A Firebase app: its name and options. Configuring one is kept in memory; nothing is
/// registered with Google's servers on Linux. Unlike iOS, `configure()` without a
/// `GoogleService-Info.plist` does not stop the app: it configures empty options.
public final class FirebaseApp: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var apps: [String: FirebaseApp] = [:]
    static let defaultName = "__FIRAPP_DEFAULT"

    public let name: String
    public let options: FirebaseOptions
    public var isDataCollectionDefaultEnabled = true

    init(name: String, options: FirebaseOptions) {
        self.name = name
        self.options = options
        super.init()
    }

    /// Configures the default app from the bundle's `GoogleService-Info.plist`, or empty options.
    public static func configure() {
        configure(options: FirebaseOptions.defaultOptions() ?? FirebaseOptions(googleAppID: "", gcmSenderID: ""))
    }

    public static func configure(options: FirebaseOptions) {
        configure(name: defaultName, options: options)
    }

    public static func configure(name: String, options: FirebaseOptions) {
        lock.withLock { apps[name] = FirebaseApp(name: name, options: options) }
    }

    /// The default app, once configured.
    public static func app() -> FirebaseApp? {
        app(name: defaultName)
    }

    public static func app(name: String) -> FirebaseApp? {
        lock.withLock { apps[name] }
    }

    public static var allApps: [String: FirebaseApp]? {
        lock.withLock { apps.isEmpty ? nil : apps }
    }

    public func delete(_ completion: @escaping (Bool) -> Void) {
        FirebaseApp.lock.withLock { FirebaseApp.apps[name] = nil }
        completion(true)
    }

    /// Not Firebase API: forgets every configured app, so each test starts unconfigured.
    public static func _reset() {
        lock.withLock { apps.removeAll() }
    }
}
