import SnapshotCore
import RenderFormat

/// One self-contained HTML page (no script, no network) with every changed or new
/// render beside its reference, changed rows highlighted, and what changed by
/// accessibility identifier.
struct HTMLReport {
    struct Item {
        var snapshot: PendingSnapshot
        var referenceText: String
        var pendingText: String
        /// Where the assertion is, when a ledger says.
        var entry: LedgerEntry?
        /// The new render's picture colors, when its strategy drew them.
        var colors: ColorPicture?
    }

    var snapshotsFolder: String
    var items: [Item]
    /// Failures that left no render to show (a corrupt reference in CI without artifacts).
    var failuresWithoutRender: [LedgerEntry]
    var history: RunHistory

    func render() -> String {
        let changed = items.filter { !$0.snapshot.isNew }.count
        let new = items.count - changed
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Snapshot report: \(changed) changed, \(new) new</title>
        <style>\(Self.css)</style>
        </head>
        <body>
        <header>
        <h1>Snapshot report</h1>
        <p class="where">\(escape(snapshotsFolder))</p>
        <dl class="counts">
        \(count("changed", changed))\(count("new", new))\(count("without render", failuresWithoutRender.count))
        """
        if !history.isEmpty {
            html += count("passed", history.count(.matched)) + count("recorded", history.count(.recorded))
                + count("failed", history.count(.failed)) + count("missing", history.count(.missing))
        }
        html += "</dl>\n</header>\n"
        if items.isEmpty, failuresWithoutRender.isEmpty {
            html += "<p class=\"all-clear\">Nothing to review: no snapshot changed and none is new.</p>\n"
        } else {
            html += "<nav><ol>\n"
            for (index, item) in items.enumerated() {
                html += "<li><a href=\"#snapshot-\(index + 1)\">\(escape(item.snapshot.reference))</a> <span class=\"badge \(kind(item))\">\(kind(item))</span></li>\n"
            }
            html += "</ol></nav>\n"
        }
        for (index, item) in items.enumerated() {
            html += panel(item, number: index + 1)
        }
        if !failuresWithoutRender.isEmpty {
            html += "<section class=\"no-render\"><h2>Failures without a render</h2><ul>\n"
            for entry in failuresWithoutRender {
                html += "<li><code>\(escape(entry.displayReference))</code>: \(entry.outcome.rawValue) in \(escape(entry.test)) at \(escape(entry.file)):\(entry.line)"
                html += entry.detail.map { "<pre>\(escape($0))</pre>" } ?? ""
                html += "</li>\n"
            }
            html += "</ul></section>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    // MARK: - Pieces

    private func kind(_ item: Item) -> String { item.snapshot.isNew ? "new" : "changed" }

    private func count(_ label: String, _ value: Int) -> String {
        "<div class=\"count\" data-kind=\"\(label)\"><dt>\(label)</dt><dd>\(value)</dd></div>"
    }

    private func panel(_ item: Item, number: Int) -> String {
        var html = "<section class=\"snapshot \(kind(item))\" id=\"snapshot-\(number)\" data-reference=\"\(escape(item.snapshot.reference))\">\n"
        html += "<h2><span class=\"badge \(kind(item))\">\(kind(item))</span> \(escape(item.snapshot.reference))</h2>\n<p class=\"meta\">"
        if let entry = item.entry {
            html += "<span class=\"test\">\(escape(entry.test))</span> · <span class=\"source\">\(escape(entry.file)):\(entry.line)</span>"
        }
        if let header = RenderFile.sections(of: item.pendingText).header {
            html += "<br><span class=\"render-header\">\(escape(String(header)))</span>"
        }
        if let folder = item.snapshot.artifactsFolder {
            html += "<br>from \(escape(folder))"
        }
        html += "</p>\n"
        if !item.snapshot.isNew {
            let lines = ChangeSummary(old: item.referenceText, new: item.pendingText).lines
            if !lines.isEmpty {
                html += "<h3>What changed</h3>\n<ul class=\"summary\">\n"
                html += lines.map { "<li><code>\(escape($0))</code></li>\n" }.joined()
                html += "</ul>\n"
            }
        }
        html += "<div class=\"beside\">\n" + table(item)
        if let colors = item.colors {
            html += picture(item.pendingText, colors: colors)
        }
        html += "</div>\n</section>\n"
        return html
    }

    private func table(_ item: Item) -> String {
        let diff = TextDiff(old: item.referenceText, new: item.pendingText)
        var html = "<div class=\"scroll\"><table class=\"side-by-side\">\n"
        html += "<thead><tr><th colspan=\"2\" class=\"reference\">\(item.snapshot.isNew ? "Reference (none yet)" : "Reference")</th>"
        html += "<th colspan=\"2\" class=\"new-render\">New render</th></tr></thead>\n<tbody>\n"
        for row in SideBySideRow.rows(of: diff) {
            var oldRanges: [Range<Int>] = []
            var newRanges: [Range<Int>] = []
            if row.kind == .changed, let old = row.old, let new = row.new {
                let inline = InlineDiff(old: old.text, new: new.text)
                oldRanges = inline.oldChanges
                newRanges = inline.newChanges
            }
            html += "<tr class=\"\(row.kind)\">"
            html += cell(row.old, ranges: oldRanges, side: "old")
            html += cell(row.new, ranges: newRanges, side: "new")
            html += "</tr>\n"
        }
        html += "</tbody></table></div>\n"
        return html
    }

    /// The new render's header and picture as a reviewer sees them on the device: in the
    /// colors the render drew.
    private func picture(_ text: String, colors: ColorPicture) -> String {
        let painted = PicturePainter.html(ColorPicture.picture(of: text), colors: colors)
        return "<figure class=\"picture\"><figcaption>New render, in its colors</figcaption><pre>\(painted)</pre></figure>\n"
    }

    private func cell(_ cell: SideBySideRow.Cell?, ranges: [Range<Int>], side: String) -> String {
        guard let cell else { return "<td class=\"n\"></td><td class=\"code \(side) empty\"></td>" }
        return "<td class=\"n\">\(cell.number)</td><td class=\"code \(side)\">\(marked(cell.text, ranges))</td>"
    }

    /// The line, escaped, invisible characters shown, changed characters in `<mark>`.
    private func marked(_ text: Substring, _ ranges: [Range<Int>]) -> String {
        let characters = Array(text)
        func piece(_ range: Range<Int>) -> String {
            let revealed = InvisibleCharacters.reveal(Substring(String(characters[range])), endsLine: range.upperBound == characters.count)
            return escape(revealed.text)
        }
        var html = ""
        var index = 0
        for range in ranges {
            html += piece(index..<range.lowerBound) + "<mark>" + piece(range) + "</mark>"
            index = range.upperBound
        }
        return html + piece(index..<characters.count)
    }

    private func escape(_ text: String) -> String {
        HTMLEscaping.escape(text)
    }

    static let css = """

    :root { color-scheme: light dark; --line: #d0d7de; --muted: #57606a; --del: #ffebe9; --ins: #dafbe1;
      --del-mark: #ff8182; --ins-mark: #6fdd8b; --badge-new: #1a7f37; --badge-changed: #9a6700; }
    @media (prefers-color-scheme: dark) { :root { --line: #30363d; --muted: #8b949e; --del: #3c1618;
      --ins: #12261e; --del-mark: #8e1519; --ins-mark: #196c2e; } }
    body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; padding: 24px; max-width: 1800px; }
    h1 { margin: 0 0 4px; font-size: 22px; }
    h2 { font-size: 15px; margin: 0 0 6px; font-family: "DejaVu Sans Mono", Menlo, monospace; }
    h3 { font-size: 13px; margin: 12px 0 4px; }
    .where, .meta { color: var(--muted); margin: 0 0 8px; }
    .counts { display: flex; gap: 12px; margin: 12px 0; flex-wrap: wrap; }
    .count { border: 1px solid var(--line); border-radius: 6px; padding: 6px 12px; min-width: 80px; }
    .count dt { color: var(--muted); font-size: 12px; }
    .count dd { margin: 0; font-size: 20px; font-weight: 600; }
    nav ol { padding-left: 20px; }
    .badge { font: 600 11px system-ui, sans-serif; text-transform: uppercase; color: white; border-radius: 10px; padding: 1px 8px; vertical-align: middle; }
    .badge.new { background: var(--badge-new); }
    .badge.changed { background: var(--badge-changed); }
    section.snapshot, section.no-render { border: 1px solid var(--line); border-radius: 8px; padding: 16px; margin: 24px 0; }
    .summary { margin: 0 0 12px; padding-left: 20px; }
    .scroll { overflow-x: auto; }
    table.side-by-side { border-collapse: collapse; font: 13px/1.2 "DejaVu Sans Mono", Menlo, Consolas, monospace; }
    table.side-by-side th { text-align: left; font: 600 12px system-ui, sans-serif; padding: 4px 8px; border-bottom: 1px solid var(--line); }
    table.side-by-side th.new-render { border-left: 1px solid var(--line); }
    td.n { color: var(--muted); text-align: right; padding: 0 6px; user-select: none; vertical-align: top; }
    td.code { white-space: pre; padding: 0 12px 0 4px; min-width: 20ch; }
    td.code.old { border-right: 1px solid var(--line); }
    tr.changed td.old, tr.removed td.old { background: var(--del); }
    tr.changed td.new, tr.added td.new { background: var(--ins); }
    td.old mark { background: var(--del-mark); color: inherit; }
    td.new mark { background: var(--ins-mark); color: inherit; }
    td.empty { background: repeating-linear-gradient(135deg, transparent 0 6px, rgba(128,128,128,.12) 6px 12px); }
    .all-clear { font-size: 16px; }
    .beside { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
    figure.picture { margin: 0; }
    figure.picture figcaption { font: 600 12px system-ui, sans-serif; padding: 4px 0; border-bottom: 1px solid var(--line); }
    figure.picture pre { margin: 0; font: 13px/1.2 "DejaVu Sans Mono", Menlo, Consolas, monospace; }

    """
}
