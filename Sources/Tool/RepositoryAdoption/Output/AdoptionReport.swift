import SnapshotCore

/// What adoption did and what it could not do, each with the next step: printed by
/// `snapshots init`, in a fixed order so that two runs over the same repository print
/// the same text.
public struct AdoptionReport: Sendable {
    /// The repository, to show paths relative to it.
    let repository: String
    private(set) var modules: [(name: String, what: String)] = []
    private(set) var packages: [(name: String, what: String)] = []
    private(set) var edits: [(file: String, line: Int, what: String)] = []
    private(set) var leftOut: [(what: String, why: String)] = []
    private(set) var notes: [String] = []

    init(repository: String) {
        self.repository = repository
    }

    /// A path as the team reads it: relative to the repository.
    func display(_ path: String) -> String {
        let relative = FilePath.relative(path, to: repository)
        return relative == repository ? "." : relative
    }

    mutating func module(_ name: String, _ what: String) { modules.append((name, what)) }
    mutating func package(_ name: String, _ what: String) { packages.append((name, what)) }
    mutating func edit(_ file: String, line: Int, _ what: String) {
        // A file several targets compile is edited once for each: listed once.
        let edit = (display(file), line, what)
        if !edits.contains(where: { $0 == edit }) { edits.append(edit) }
    }
    mutating func leftOut(_ what: String, because why: String) { leftOut.append((what, why)) }
    mutating func note(_ text: String) { notes.append(text) }

    /// Files, modules and packages left out, for tests and summaries.
    public var leftOutNames: [String] { leftOut.map(\.what) }
    public var editCount: Int { edits.count }

    /// The report as printed, without the header and the next steps the command adds.
    public var text: String {
        var lines: [String] = []
        func section(_ title: String, _ rows: [(String, String)]) {
            guard !rows.isEmpty else { return }
            lines.append(title)
            let width = min(rows.map(\.0.count).max() ?? 0, 28)
            for (name, what) in rows {
                let padded = name.count < width ? name + String(repeating: " ", count: width - name.count) : name
                lines.append("  \(padded)  \(what)")
            }
            lines.append("")
        }
        section("Modules", modules)
        section("Packages", packages)
        if !edits.isEmpty {
            lines.append("The iOS build: lines compiled as Xcode compiles them for a phone (in copies under the Linux package; your files are unchanged)")
            for edit in edits.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
                lines.append("  \(edit.file):\(edit.line)  \(edit.what)")
            }
            lines.append("")
        }
        if !leftOut.isEmpty {
            lines.append("Left out, so that everything else builds")
            for item in leftOut {
                lines.append("  \(item.what)")
                lines.append("      \(item.why)")
            }
            lines.append("")
        }
        if !notes.isEmpty {
            lines.append("Notes")
            for note in notes { lines.append("  \(note)") }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
