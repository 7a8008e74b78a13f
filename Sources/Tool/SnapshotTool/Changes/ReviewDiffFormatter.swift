import SnapshotCore

/// The diff a person reviews: hunks with old and new line numbers in a gutter,
/// invisible characters shown, and the changed characters of a changed line marked
/// (in inverse video on a terminal, `[-…-]` / `{+…+}` otherwise).
struct ReviewDiffFormatter {
    var style: TerminalStyle
    var context = 3

    func format(old: String, new: String) -> [String] {
        let diff = TextDiff(old: old, new: new)
        var output: [String] = []
        var markers: Set<InvisibleCharacters.Marker> = []
        let hunks = diff.hunks(context: context)
        let numberWidth = String(max(diff.oldLines.count, diff.newLines.count)).count
        for (index, hunk) in hunks.enumerated() {
            if index > 0 { output.append(style.dim(String(repeating: " ", count: numberWidth * 2 + 1) + " ┈┈┈")) }
            output.append(style.cyan(hunk.header))
            var position = 0
            let lines = hunk.lines
            while position < lines.count {
                // A run of deletions followed by insertions: pair them for inline marks.
                var deletedEnd = position
                while deletedEnd < lines.count, lines[deletedEnd].kind == .deleted { deletedEnd += 1 }
                var insertedEnd = deletedEnd
                while insertedEnd < lines.count, lines[insertedEnd].kind == .inserted { insertedEnd += 1 }
                if deletedEnd > position || insertedEnd > deletedEnd {
                    let deleted = Array(lines[position..<deletedEnd])
                    let inserted = Array(lines[deletedEnd..<insertedEnd])
                    for (offset, line) in deleted.enumerated() {
                        let partner = offset < inserted.count ? inserted[offset].text : nil
                        output.append(row(line, numberWidth: numberWidth, partner: partner, markers: &markers))
                    }
                    for (offset, line) in inserted.enumerated() {
                        let partner = offset < deleted.count ? deleted[offset].text : nil
                        output.append(row(line, numberWidth: numberWidth, partner: partner, markers: &markers))
                    }
                    position = insertedEnd
                } else {
                    output.append(row(lines[position], numberWidth: numberWidth, partner: nil, markers: &markers))
                    position += 1
                }
            }
        }
        if let legend = InvisibleCharacters.legend(for: markers) {
            output.append(style.dim(legend))
        }
        return output
    }

    private func row(_ line: DiffHunk.Line, numberWidth: Int, partner: Substring?, markers: inout Set<InvisibleCharacters.Marker>) -> String {
        func number(_ value: Int?) -> String {
            let text = value.map(String.init) ?? ""
            return String(repeating: " ", count: numberWidth - text.count) + text
        }
        let gutter = style.dim("\(number(line.oldNumber)) \(number(line.newNumber)) │")
        switch line.kind {
        case .context:
            let revealed = InvisibleCharacters.reveal(line.text)
            markers.formUnion(revealed.markers)
            return gutter + " " + revealed.text
        case .deleted:
            let text = marked(line.text, against: partner, isOld: true, markers: &markers)
            return gutter + style.red("-") + text
        case .inserted:
            let text = marked(line.text, against: partner, isOld: false, markers: &markers)
            return gutter + style.green("+") + text
        }
    }

    /// The line with the characters that differ from its partner marked.
    private func marked(_ text: Substring, against partner: Substring?, isOld: Bool, markers: inout Set<InvisibleCharacters.Marker>) -> String {
        let style = style
        let color: (String) -> String = { isOld ? style.red($0) : style.green($0) }
        guard let partner else {
            let revealed = InvisibleCharacters.reveal(text)
            markers.formUnion(revealed.markers)
            return color(revealed.text)
        }
        let inline = isOld ? InlineDiff(old: text, new: partner) : InlineDiff(old: partner, new: text)
        let changes = isOld ? inline.oldChanges : inline.newChanges
        let characters = Array(text)
        var output = ""
        var index = 0
        for range in changes {
            output += color(reveal(characters[index..<range.lowerBound], endsLine: false, &markers))
            let changed = reveal(characters[range], endsLine: range.upperBound == characters.count, &markers)
            if style.isEnabled {
                output += style.inverse(color(changed))
            } else {
                output += isOld ? "[-\(changed)-]" : "{+\(changed)+}"
            }
            index = range.upperBound
        }
        output += color(reveal(characters[index...], endsLine: true, &markers))
        return output
    }

    private func reveal(_ characters: ArraySlice<Character>, endsLine: Bool, _ markers: inout Set<InvisibleCharacters.Marker>) -> String {
        let revealed = InvisibleCharacters.reveal(Substring(String(characters)), endsLine: endsLine)
        markers.formUnion(revealed.markers)
        return revealed.text
    }
}
