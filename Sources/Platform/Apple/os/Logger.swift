import Foundation

/// Apple's structured logger. On Linux messages go to standard error only when the
/// environment asks (see `_LogOutput`), with private values redacted.
public struct Logger: @unchecked Sendable {
    let log: OSLog

    public init(subsystem: String, category: String) {
        self.log = OSLog(subsystem: subsystem, category: category)
    }

    public init(_ logObj: OSLog) {
        self.log = logObj
    }

    /// The default log (no subsystem, no category).
    public init() {
        self.log = .default
    }

    public func log(_ message: OSLogMessage) { write(.default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    public func info(_ message: OSLogMessage) { write(.info, message) }
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    public func error(_ message: OSLogMessage) { write(.error, message) }
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ type: OSLogType, _ message: OSLogMessage) {
        guard log.enabled else { return }
        _LogOutput.write(type, subsystem: log.subsystem, category: log.category,
                         message.interpolation.render(showingPrivate: _LogOutput.showsPrivate))
    }
}
