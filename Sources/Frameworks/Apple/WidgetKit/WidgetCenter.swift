import Foundation

/// The sizes a widget comes in.
public enum WidgetFamily: Int, CaseIterable, Sendable, Hashable, CustomDebugStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
    public var debugDescription: String { "\(self)" }
    public var description: String { "\(self)" }
}

/// A widget the system shows.
public struct WidgetInfo: Sendable {
    public let kind: String
    public let family: WidgetFamily
}

/// Reloads widgets' timelines. Linux shows no widgets: there is nothing to reload, and
/// the configured widgets are none. Requests are counted so tests can see them asked.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()

    private let lock = NSLock()
    private var reloads: [String?] = []

    private init() {}

    /// Asks every widget of the app to reload; there are none on Linux.
    public func reloadAllTimelines() {
        lock.withLock { reloads.append(nil) }
    }

    /// Asks the widgets of `kind` to reload; there are none on Linux.
    public func reloadTimelines(ofKind kind: String) {
        lock.withLock { reloads.append(kind) }
    }

    public func invalidateConfigurationRecommendations() {}

    /// Calls back with no widgets.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    /// No widgets.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }

    /// The reloads asked so far, oldest first: a kind, or nil for "all" (not Apple API).
    public var _reloadRequests: [String?] { lock.withLock { reloads } }
}

/// An entry of a widget's timeline.
public protocol TimelineEntry {
    var date: Date { get }
}

/// When WidgetKit should ask for a new timeline.
public struct TimelineReloadPolicy: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case atEnd, never, after(Date) }
    private let kind: Kind
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// Entries and when to reload.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}
