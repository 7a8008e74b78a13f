import Foundation

/// The user an event happened to.
public final class User: NSObject, NSCopying, @unchecked Sendable {
    public var userId: String?
    public var email: String?
    public var username: String?
    public var ipAddress: String?
    public var name: String?
    public var geo: Geo?
    public var data: [String: Any]?

    public init(userId: String) {
        self.userId = userId
        super.init()
    }

    public override init() {
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = User()
        copy.userId = userId
        copy.email = email
        copy.username = username
        copy.ipAddress = ipAddress
        copy.name = name
        copy.geo = geo
        copy.data = data
        return copy
    }
}

/// Where a user is.
public final class Geo: NSObject, @unchecked Sendable {
    public var city: String?
    public var countryCode: String?
    public var region: String?

    public override init() {
        super.init()
    }
}
