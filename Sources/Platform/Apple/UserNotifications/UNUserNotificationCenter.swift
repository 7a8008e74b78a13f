import Foundation

/// The notification center. Linux shows no notifications and has nobody to grant them:
/// `requestAuthorization` answers `false` (status becomes `.denied`, as when the user
/// declines). Requests are still kept, so code and tests can inspect them: a request
/// with a trigger is pending until removed; one without a trigger is recorded as
/// delivered at once (never displayed). The badge count is kept. The delegate is never
/// called by the center.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private struct State {
        var status: UNAuthorizationStatus = .notDetermined
        var pending: [UNNotificationRequest] = []
        var delivered: [UNNotification] = []
        var categories: Set<UNNotificationCategory> = []
        var badgeCount = 0
    }

    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var state = State()
    private weak var delegateStorage: (any UNUserNotificationCenterDelegate)?

    private override init() { super.init() }

    open class func current() -> UNUserNotificationCenter { shared }

    open var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { delegateStorage } }
        set { lock.withLock { delegateStorage = newValue } }
    }

    open var supportsContentExtensions: Bool { false }

    // MARK: Authorization

    /// Answers `false` with no error; the status becomes `.denied`.
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        lock.withLock { state.status = .denied }
        completionHandler(false, nil)
    }

    /// `false`; the status becomes `.denied`.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        lock.withLock { state.status = .denied }
        return false
    }

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(currentSettings())
    }

    open func notificationSettings() async -> UNNotificationSettings { currentSettings() }

    private func currentSettings() -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: lock.withLock { state.status })
    }

    // MARK: Categories

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.withLock { state.categories = categories }
    }

    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(lock.withLock { state.categories })
    }

    open func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { state.categories } }

    // MARK: Requests

    /// Keeps the request (replacing one of the same identifier); see the class comment.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        store(request)
        completionHandler?(nil)
    }

    open func add(_ request: UNNotificationRequest) async throws {
        store(request)
    }

    private func store(_ request: UNNotificationRequest) {
        lock.withLock {
            state.pending.removeAll { $0.identifier == request.identifier }
            if request.trigger == nil {
                state.delivered.removeAll { $0.request.identifier == request.identifier }
                state.delivered.append(UNNotification(_request: request))
            } else {
                state.pending.append(request)
            }
        }
    }

    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(lock.withLock { state.pending })
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { state.pending } }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { state.pending.removeAll { identifiers.contains($0.identifier) } }
    }

    open func removeAllPendingNotificationRequests() {
        lock.withLock { state.pending.removeAll() }
    }

    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(lock.withLock { state.delivered })
    }

    open func deliveredNotifications() async -> [UNNotification] { lock.withLock { state.delivered } }

    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        lock.withLock { state.delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    open func removeAllDeliveredNotifications() {
        lock.withLock { state.delivered.removeAll() }
    }

    // MARK: Badge

    /// Keeps the count; a negative count fails with `UNError(.badgeInputInvalid)`.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(applyBadge(newBadgeCount))
    }

    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        if let error = applyBadge(newBadgeCount) { throw error }
    }

    private func applyBadge(_ count: Int) -> (any Error)? {
        guard count >= 0 else { return UNError(.badgeInputInvalid) }
        lock.withLock { state.badgeCount = count }
        return nil
    }

    /// The badge count last set (not Apple API: iOS shows it on the icon).
    public var _badgeCount: Int { lock.withLock { state.badgeCount } }
}

/// The delegate's methods are optional, as in Objective-C: each has a default
/// (present nothing, complete at once).
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions { [] }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        completionHandler()
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
