import Foundation

/// An event's or trace's identifier: 32 lowercase hex digits.
public final class SentryId: NSObject, @unchecked Sendable {
    public static let empty = SentryId(uuidString: "00000000-0000-0000-0000-000000000000")

    public let sentryIdString: String

    public override init() {
        sentryIdString = SentryId.string(UUID())
        super.init()
    }

    public init(uuid: UUID) {
        sentryIdString = SentryId.string(uuid)
        super.init()
    }

    /// From a UUID's text, with or without dashes; empty when it is not one.
    public init(uuidString: String) {
        let hex = uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        sentryIdString = hex.count == 32 && hex.allSatisfy(\.isHexDigit) ? hex : String(repeating: "0", count: 32)
        super.init()
    }

    private static func string(_ uuid: UUID) -> String {
        uuid.uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    public override var description: String { sentryIdString }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? SentryId)?.sentryIdString == sentryIdString
    }

    public override var hash: Int { sentryIdString.hashValue }
}
