import Foundation

/// What kind of account a source is.
public enum EKSourceType: Int, Sendable {
    case local = 0
    case exchange = 1
    case calDAV = 2
    case mobileMe = 3
    case subscribed = 4
    case birthdays = 5
}

/// An account that holds calendars (iCloud, Exchange, the device). The store here has
/// no accounts (`EKEventStore.sources` is empty); a source an app makes stands for
/// one and holds no calendars.
open class EKSource: EKObject {
    open private(set) var sourceIdentifier = UUID().uuidString
    open private(set) var sourceType: EKSourceType
    open private(set) var title: String
    open var isDelegate: Bool { false }

    public init(sourceType: EKSourceType = .local, title: String = "") {
        self.sourceType = sourceType
        self.title = title
        super.init()
    }

    /// No calendars: nothing is stored here.
    open func calendars(for entityType: EKEntityType) -> Set<EKCalendar> { [] }
}
