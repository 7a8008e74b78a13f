import Foundation
import os

/// The log store, as an app reads it on iOS (iOS 15): its own process's entries, from
/// `OSLogStore(scope: .currentProcessIdentifier)`. What the process logged through
/// `Logger` and `os_log` is kept in memory (see `_LogRecord`: not debug messages, private
/// values redacted), so a screen that lists its recent log shows it in a test. The
/// system's log is not readable by an app, and is refused here too.
public final class OSLogStore: NSObject, @unchecked Sendable {
    public enum Scope: Int, Sendable {
        case system = 0
        case currentProcessIdentifier = 1
    }

    public convenience init(scope: Scope) throws {
        guard scope == .currentProcessIdentifier else {
            throw NSError(domain: "OSLogErrorDomain", code: 9, userInfo: [
                NSLocalizedDescriptionKey: "An app reads only its own process's log: use OSLogStore(scope: .currentProcessIdentifier).",
            ])
        }
        self.init(records: ())
    }

    private init(records: Void) {
        super.init()
    }

    /// Where to start reading: at a date.
    public func position(date: Date) -> OSLogPosition { OSLogPosition(date: date) }

    /// Where to start reading: this long before the newest entry.
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: (_LogRecord.entriesSoFar.last?.date ?? Date()).addingTimeInterval(-seconds))
    }

    /// Where to start reading: this long after the machine booted.
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Date(timeIntervalSinceNow: -ProcessInfo.processInfo.systemUptime + seconds))
    }

    /// The entries from `position` on (all when nil), oldest first, or newest first with
    /// `.reverse`. A predicate is refused: this store does not filter by one.
    public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                           matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        guard predicate == nil else {
            throw NSError(domain: "OSLogErrorDomain", code: 10, userInfo: [
                NSLocalizedDescriptionKey: "OSLogStore on Linux does not filter with a predicate: read the entries and filter them (by subsystem, category, level).",
            ])
        }
        let since = position?.date ?? .distantPast
        let process = ProcessInfo.processInfo
        var entries: [OSLogEntry] = _LogRecord.entriesSoFar.filter { $0.date >= since }.map {
            OSLogEntryLog(entry: $0, process: process.processName, processIdentifier: process.processIdentifier)
        }
        if options.contains(.reverse) { entries.reverse() }
        return AnySequence(entries)
    }
}

/// A place in the log to read from.
public final class OSLogPosition: NSObject, @unchecked Sendable {
    let date: Date

    init(date: Date) {
        self.date = date
    }
}

/// How the store reads its entries.
public final class OSLogEnumerator: NSObject {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// One entry of the log: when, and what it says.
public class OSLogEntry: NSObject, @unchecked Sendable {
    public enum StoreCategory: Int, Sendable {
        case undefined = 0, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7, longTerm14, longTerm30
    }

    public let composedMessage: String
    public let date: Date
    public let storeCategory: StoreCategory

    init(composedMessage: String, date: Date, storeCategory: StoreCategory) {
        self.composedMessage = composedMessage
        self.date = date
        self.storeCategory = storeCategory
    }
}

/// What an entry from a process says of it.
public protocol OSLogEntryFromProcess {
    var process: String { get }
    var processIdentifier: Int32 { get }
    var sender: String { get }
    var threadIdentifier: UInt64 { get }
}

/// What an entry made by a logger says of where it was logged.
public protocol OSLogEntryWithPayload {
    var subsystem: String { get }
    var category: String { get }
    var formatString: String { get }
}

/// An entry a `Logger` or `os_log` wrote.
public final class OSLogEntryLog: OSLogEntry, OSLogEntryFromProcess, OSLogEntryWithPayload, @unchecked Sendable {
    public enum Level: Int, Sendable {
        case undefined = 0, debug, info, notice, error, fault
    }

    public let level: Level
    public let subsystem: String
    public let category: String
    public let process: String
    public let processIdentifier: Int32
    public let sender: String
    public let threadIdentifier: UInt64 = 0
    /// The message as written; the values are already in it here.
    public let formatString: String

    init(entry: _LogRecord.Entry, process: String, processIdentifier: Int32) {
        level = switch entry.type {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .fault
        default: .notice
        }
        subsystem = entry.subsystem
        category = entry.category
        self.process = process
        self.processIdentifier = processIdentifier
        sender = process
        formatString = entry.message
        super.init(composedMessage: entry.message, date: entry.date, storeCategory: .shortTerm)
    }
}
