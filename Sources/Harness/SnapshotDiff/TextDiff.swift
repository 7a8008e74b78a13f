/// The line diff of two texts, and its hunks.
public struct TextDiff: Sendable {
    public let oldLines: [Substring]
    public let newLines: [Substring]
    public let edits: [DiffEdit]

    public init(old: String, new: String) {
        oldLines = TextLines.split(old)
        newLines = TextLines.split(new)
        edits = LineDiff.edits(from: oldLines, to: newLines)
    }

    public var hasChanges: Bool { edits.hasChanges }

    public var deletedLineCount: Int {
        edits.filter { $0.kind == .delete }.reduce(0) { $0 + $1.old.count }
    }

    public var insertedLineCount: Int {
        edits.filter { $0.kind == .insert }.reduce(0) { $0 + $1.new.count }
    }

    /// Git's default rule for a section heading: a line that starts with a letter, `_`
    /// or `$`. In a render that is the header, `semantics`, or a top-level element.
    public static func isDefaultSectionHeading(_ line: Substring) -> Bool {
        guard let first = line.unicodeScalars.first else { return false }
        return first.properties.isAlphabetic || first == "_" || first == "$"
    }

    /// Groups changes with `context` lines around them; changes closer than twice the
    /// context share a hunk.
    public func hunks(
        context: Int = 3,
        isSectionHeading: (Substring) -> Bool = TextDiff.isDefaultSectionHeading
    ) -> [DiffHunk] {
        var hunks: [DiffHunk] = []
        var lines: [DiffHunk.Line] = []
        var hunkOldStart = 0
        var hunkNewStart = 0

        func contextLines(old: Range<Int>, newStart: Int) -> [DiffHunk.Line] {
            old.map { index in
                let newIndex = newStart + (index - old.lowerBound)
                return DiffHunk.Line(kind: .context, text: oldLines[index], oldNumber: index + 1, newNumber: newIndex + 1)
            }
        }

        func closeHunk() {
            guard !lines.isEmpty else { return }
            let oldCount = lines.filter { $0.kind != .inserted }.count
            let newCount = lines.filter { $0.kind != .deleted }.count
            hunks.append(DiffHunk(
                oldStart: oldCount > 0 ? hunkOldStart + 1 : hunkOldStart,
                oldCount: oldCount,
                newStart: newCount > 0 ? hunkNewStart + 1 : hunkNewStart,
                newCount: newCount,
                section: section(before: hunkOldStart, isSectionHeading: isSectionHeading),
                lines: lines
            ))
            lines = []
        }

        for (position, edit) in edits.enumerated() {
            switch edit.kind {
            case .equal:
                guard !lines.isEmpty else { continue }
                let isLast = position == edits.count - 1
                if edit.old.count <= 2 * context, !isLast {
                    lines += contextLines(old: edit.old, newStart: edit.new.lowerBound)
                } else {
                    let trailing = edit.old.lowerBound..<edit.old.lowerBound + min(context, edit.old.count)
                    lines += contextLines(old: trailing, newStart: edit.new.lowerBound)
                    closeHunk()
                }
            case .delete, .insert:
                if lines.isEmpty {
                    hunkOldStart = edit.old.lowerBound
                    hunkNewStart = edit.new.lowerBound
                    if position > 0, edits[position - 1].kind == .equal {
                        let previous = edits[position - 1]
                        let count = min(context, previous.old.count)
                        hunkOldStart = previous.old.upperBound - count
                        hunkNewStart = previous.new.upperBound - count
                        lines += contextLines(old: hunkOldStart..<previous.old.upperBound, newStart: hunkNewStart)
                    }
                }
                if edit.kind == .delete {
                    lines += edit.old.map { DiffHunk.Line(kind: .deleted, text: oldLines[$0], oldNumber: $0 + 1, newNumber: nil) }
                } else {
                    lines += edit.new.map { DiffHunk.Line(kind: .inserted, text: newLines[$0], oldNumber: nil, newNumber: $0 + 1) }
                }
            }
        }
        closeHunk()
        return hunks
    }

    private func section(before oldIndex: Int, isSectionHeading: (Substring) -> Bool) -> String? {
        var index = min(oldIndex, oldLines.count) - 1
        while index >= 0 {
            let line = oldLines[index]
            if isSectionHeading(line) {
                let limit = 48
                return line.count > limit ? String(line.prefix(limit - 1)) + "…" : String(line)
            }
            index -= 1
        }
        return nil
    }
}
