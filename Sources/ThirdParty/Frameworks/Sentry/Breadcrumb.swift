import Foundation

/// Something that happened before an event, kept with it.
public final class Breadcrumb: NSObject, @unchecked Sendable {
    public var level: SentryLevel
    public var category: String
    public var timestamp: Date? = Date()
    public var type: String?
    public var message: String?
    public var origin: String?
    public var data: [String: Any]?

    public init(level: SentryLevel, category: String) {
        self.level = level
        self.category = category
        super.init()
    }

    public override init() {
        level = .info
        category = "default"
        super.init()
    }

    public func setData(value: Any?, key: String) {
        var data = self.data ?? [:]
        data[key] = value
        self.data = data
    }

    public func serialize() -> [String: Any] {
        var result: [String: Any] = ["level": level.description, "category": category]
        result["type"] = type
        result["message"] = message
        result["data"] = data
        return result
    }
}
