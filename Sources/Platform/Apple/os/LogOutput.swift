import Foundation

/// Where messages go on Linux. There is no unified log: messages are written to
/// standard error only when the environment asks, so test runs stay quiet.
///
/// - `OS_ACTIVITY_MODE=debug`: every level, debug and trace included.
/// - `OS_ACTIVITY_MODE=info`: info and above.
/// - `OS_ACTIVITY_MODE=default` (or any other value but `disable`): default, error and fault.
/// - unset or `disable`: nothing.
///
/// Values marked private (the default for strings and objects) are written as
/// `<private>`, as the unified log shows them, unless `OS_LOG_SHOW_PRIVATE=1`.
/// A line reads `[subsystem:category] level: message`.
public enum _LogOutput {
    private static let environment = ProcessInfo.processInfo.environment
    private static let mode = environment["OS_ACTIVITY_MODE"]?.lowercased()
    static let showsPrivate = environment["OS_LOG_SHOW_PRIVATE"] == "1"
    private static let lock = NSLock()

    static func writes(_ type: OSLogType) -> Bool {
        switch mode {
        case nil, "disable": return false
        case "debug": return true
        case "info": return type != .debug
        default: return type != .debug && type != .info
        }
    }

    static func write(_ type: OSLogType, subsystem: String, category: String, _ text: @autoclosure () -> String) {
        let prints = writes(type)
        let records = _LogRecord.keeps(type)
        guard prints || records else { return }
        let message = text()
        if records { _LogRecord.append(type, subsystem: subsystem, category: category, message: message) }
        guard prints else { return }
        let line = "[\(subsystem):\(category)] \(type.name): \(message)\n"
        lock.withLock { FileHandle.standardError.write(Data(line.utf8)) }
    }
}

/// What this process logged, which `OSLogStore(scope: .currentProcessIdentifier)` reads
/// back, as an app reads its own log on iOS. Debug messages are not kept, as the unified
/// log keeps them only when debug logging is configured; private values are redacted as
/// printing redacts them. The newest 10,000 entries are kept. Underscored: OSLog's.
public enum _LogRecord {
    public struct Entry: Sendable {
        public let date: Date
        public let type: OSLogType
        public let subsystem: String
        public let category: String
        public let message: String
    }

    static let capacity = 10_000
    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var entries: [Entry] = []
    nonisolated(unsafe) private static var start = 0

    static func keeps(_ type: OSLogType) -> Bool { type != .debug }

    static func append(_ type: OSLogType, subsystem: String, category: String, message: String) {
        let entry = Entry(date: Date(), type: type, subsystem: subsystem, category: category, message: message)
        lock.withLock {
            if entries.count < capacity {
                entries.append(entry)
            } else {
                entries[start] = entry
                start = (start + 1) % capacity
            }
        }
    }

    /// The kept entries, oldest first.
    public static var entriesSoFar: [Entry] {
        lock.withLock { Array(entries[start...] + entries[..<start]) }
    }
}
