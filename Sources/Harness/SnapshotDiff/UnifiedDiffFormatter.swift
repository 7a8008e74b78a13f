/// Prints a `TextDiff` as a unified diff: `---`/`+++` labels, `@@ -a,b +c,d @@` hunk
/// headers with the section they sit in, and `-`/`+`/space line prefixes. Invisible
/// characters are shown as markers, with a legend, so a whitespace-only change is
/// never a mystery.
public struct UnifiedDiffFormatter: Sendable {
    public var context: Int
    public var style: TerminalStyle
    public var revealsInvisibles: Bool

    public init(context: Int = 3, style: TerminalStyle = .plain, revealsInvisibles: Bool = true) {
        self.context = context
        self.style = style
        self.revealsInvisibles = revealsInvisibles
    }

    public func format(_ diff: TextDiff, oldLabel: String, newLabel: String) -> String {
        var output: [String] = [
            style.bold("--- \(oldLabel)"),
            style.bold("+++ \(newLabel)"),
        ]
        var markers: Set<InvisibleCharacters.Marker> = []
        for hunk in diff.hunks(context: context) {
            output.append(style.cyan(hunk.header))
            for line in hunk.lines {
                let text: String
                if revealsInvisibles {
                    let revealed = InvisibleCharacters.reveal(line.text)
                    markers.formUnion(revealed.markers)
                    text = revealed.text
                } else {
                    text = String(line.text)
                }
                switch line.kind {
                case .context: output.append(" " + text)
                case .deleted: output.append(style.red("-" + text))
                case .inserted: output.append(style.green("+" + text))
                }
            }
        }
        if let legend = InvisibleCharacters.legend(for: markers) {
            output.append(style.dim(legend))
        }
        return output.joined(separator: "\n")
    }
}
