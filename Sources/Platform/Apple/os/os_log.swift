import Foundation

/// Writes `message` at `type` (the `OSLogMessage` form of `os_log`).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

/// The printf form: `os_log("Loaded %{public}@ in %d ms", log: log, type: .info, name, ms)`.
/// As in Apple's log, `%@` and `%s` values are private unless marked `{public}`, numbers
/// are public unless marked `{private}`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    guard log.enabled else { return }
    _LogOutput.write(type, subsystem: log.subsystem, category: log.category,
                     _formatLegacy(message.description, args, showingPrivate: _LogOutput.showsPrivate))
}

/// Formats a printf-style log format with privacy markers (not Apple API; for tests).
public func _formatLegacy(_ format: String, _ args: [any CVarArg], showingPrivate: Bool) -> String {
    var out = ""
    var argIndex = 0
    var chars = Array(format)[...]
    while let c = chars.popFirst() {
        guard c == "%" else { out.append(c); continue }
        if chars.first == "%" { chars.removeFirst(); out.append("%"); continue }
        var privacy: String?
        if chars.first == "{" {
            let body = chars.prefix { $0 != "}" }
            privacy = String(body.dropFirst())
            chars = chars.dropFirst(body.count + 1)
        }
        var spec = "%"
        while let s = chars.popFirst() {
            spec.append(s)
            if s.isLetter && !"hlqLjzt".contains(s) || s == "@" { break }
        }
        let conversion = spec.last ?? "@"
        guard argIndex < args.count else { out += "<decode: missing data>"; continue }
        let arg = args[argIndex]
        argIndex += 1
        let text: String
        if conversion == "@" || conversion == "s" {
            text = String(describing: arg)
        } else {
            text = String(format: spec, arg)
        }
        let isPrivate = privacy.map { $0.contains("private") || $0.contains("sensitive") }
            ?? (conversion == "@" || conversion == "s")
        out += isPrivate && !showingPrivate ? "<private>" : text
    }
    return out
}
