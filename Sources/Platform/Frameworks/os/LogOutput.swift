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
        guard writes(type) else { return }
        let line = "[\(subsystem):\(category)] \(type.name): \(text())\n"
        lock.withLock { FileHandle.standardError.write(Data(line.utf8)) }
    }
}
