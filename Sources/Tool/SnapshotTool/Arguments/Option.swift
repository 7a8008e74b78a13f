/// One option a command accepts, declared once: the parser reads it, the command asks
/// for its value by it, and the help text is written from it.
package struct Option: Hashable, Sendable {
    /// `--record`.
    let name: String
    /// What the value is called in help (`MODE`); nil for a flag.
    let valueName: String?
    let isRepeatable: Bool
    /// What it does, in one or more lines; the help wraps nothing.
    let help: String

    var takesValue: Bool { valueName != nil }

    package init(_ name: String, value valueName: String? = nil, repeatable isRepeatable: Bool = false, help: String) {
        self.name = name
        self.valueName = valueName
        self.isRepeatable = isRepeatable
        self.help = help
    }

    /// `[--filter PATTERN]...`, for the usage line.
    var synopsis: String {
        let body = valueName.map { "\(name) \($0)" } ?? name
        return "[\(body)]" + (isRepeatable ? "..." : "")
    }

    /// `  --record MODE        missing (default)…`, continuation lines aligned.
    var helpLines: String {
        let label = "  " + (valueName.map { "\(name) \($0)" } ?? name)
        let column = 23
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let first = label.count < column - 1
            ? label.padding(toLength: column, withPad: " ", startingAt: 0) + lines[0]
            : label + "\n" + String(repeating: " ", count: column) + lines[0]
        return ([first] + lines.dropFirst().map { String(repeating: " ", count: column) + $0 }).joined(separator: "\n")
    }
}

/// Options several commands share.
extension Option {
    static let packagePath = Option("--package-path", value: "PATH", help: "the package to work on (default: the one around the current folder)")
    static let ledger = Option("--ledger", value: "PATH", repeatable: true, help: """
    a run ledger to read (repeat for the shards of one run; default:
    .build/snapshots/ledger.jsonl, written by `snapshots test`)
    """)
    static let pending = Option("--pending", value: "FOLDER", repeatable: true, help: """
    also read pending renders from a folder laid out like the package,
    such as a CI run's SNAPSHOT_ARTIFACTS (repeat for several shards)
    """)
}
