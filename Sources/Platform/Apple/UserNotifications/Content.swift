import Foundation

/// A notification sound. Nothing plays on Linux; the name is kept.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    public let _name: String?
    init(name: String?) { _name = name; super.init() }
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: "critical") }
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0, active = 1, timeSensitive = 2, critical = 3
}

/// A file attached to a notification.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    public let type: String
    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        guard URL.isFileURL else { throw UNError(.attachmentInvalidURL) }
        self.identifier = identifier
        self.url = URL
        self.type = URL.pathExtension
        super.init()
    }
}

/// What a notification says. Immutable; see `UNMutableNotificationContent`.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    struct Fields {
        var title = ""
        var subtitle = ""
        var body = ""
        var badge: NSNumber?
        var sound: UNNotificationSound?
        var userInfo: [AnyHashable: Any] = [:]
        var threadIdentifier = ""
        var categoryIdentifier = ""
        var targetContentIdentifier: String?
        var launchImageName = ""
        var attachments: [UNNotificationAttachment] = []
        var interruptionLevel: UNNotificationInterruptionLevel = .active
        var relevanceScore: Double = 0
        var filterCriteria: String?
    }
    var fields = Fields()

    public override init() { super.init() }

    open var title: String { fields.title }
    open var subtitle: String { fields.subtitle }
    open var body: String { fields.body }
    open var badge: NSNumber? { fields.badge }
    open var sound: UNNotificationSound? { fields.sound }
    open var userInfo: [AnyHashable: Any] { fields.userInfo }
    open var threadIdentifier: String { fields.threadIdentifier }
    open var categoryIdentifier: String { fields.categoryIdentifier }
    open var targetContentIdentifier: String? { fields.targetContentIdentifier }
    open var launchImageName: String { fields.launchImageName }
    open var attachments: [UNNotificationAttachment] { fields.attachments }
    open var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
    open var relevanceScore: Double { fields.relevanceScore }
    open var filterCriteria: String? { fields.filterCriteria }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UNNotificationContent()
        copy.fields = fields
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = UNMutableNotificationContent()
        copy.fields = fields
        return copy
    }
}

/// Content the app fills in before making a request.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { fields.title } set { fields.title = newValue } }
    open override var subtitle: String { get { fields.subtitle } set { fields.subtitle = newValue } }
    open override var body: String { get { fields.body } set { fields.body = newValue } }
    open override var badge: NSNumber? { get { fields.badge } set { fields.badge = newValue } }
    open override var sound: UNNotificationSound? { get { fields.sound } set { fields.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { fields.userInfo } set { fields.userInfo = newValue } }
    open override var threadIdentifier: String { get { fields.threadIdentifier } set { fields.threadIdentifier = newValue } }
    open override var categoryIdentifier: String { get { fields.categoryIdentifier } set { fields.categoryIdentifier = newValue } }
    open override var targetContentIdentifier: String? { get { fields.targetContentIdentifier } set { fields.targetContentIdentifier = newValue } }
    open override var launchImageName: String { get { fields.launchImageName } set { fields.launchImageName = newValue } }
    open override var attachments: [UNNotificationAttachment] { get { fields.attachments } set { fields.attachments = newValue } }
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { fields.interruptionLevel } set { fields.interruptionLevel = newValue } }
    open override var relevanceScore: Double { get { fields.relevanceScore } set { fields.relevanceScore = newValue } }
    open override var filterCriteria: String? { get { fields.filterCriteria } set { fields.filterCriteria = newValue } }
}
