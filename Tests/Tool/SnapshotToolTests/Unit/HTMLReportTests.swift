import SnapshotCore
@testable import SnapshotTool
import Testing

@Suite("The HTML report")
struct HTMLReportTests {
    func item(reference: String, old: String, new: String, isNew: Bool = false) -> HTMLReport.Item {
        HTMLReport.Item(
            snapshot: PendingSnapshot(pendingPath: "/p/\(reference).new", reference: reference, artifactsFolder: nil, isNew: isNew),
            referenceText: old, pendingText: new,
            entry: LedgerEntry(outcome: .failed, reference: reference, test: "HomeTests/title()", file: "Tests/HomeTests.swift", line: 14)
        )
    }

    @Test("Each changed render gets a panel: source, change summary, both sides, changed rows and characters marked")
    func changedPanel() {
        let html = HTMLReport(
            snapshotsFolder: "/p/__Snapshots__",
            items: [item(reference: "__Snapshots__/HomeTests/title.1.txt", old: SampleRender.screen(title: "Hi"), new: SampleRender.screen(title: "Hello"))],
            failuresWithoutRender: [], history: RunHistory()
        ).render()

        #expect(html.contains("<section class=\"snapshot changed\" id=\"snapshot-1\" data-reference=\"__Snapshots__/HomeTests/title.1.txt\">"))
        #expect(html.contains("<span class=\"test\">HomeTests/title()</span> · <span class=\"source\">Tests/HomeTests.swift:14</span>"))
        #expect(html.contains("<li><code>#home.title  text &quot;Hi&quot; → &quot;Hello&quot;</code></li>"))
        #expect(html.contains("<tr class=\"changed\"><td class=\"n\">7</td><td class=\"code old\">Text #home.title &quot;H<mark>i</mark>&quot;"))
        #expect(html.contains("<td class=\"code new\">Text #home.title &quot;H<mark>ello</mark>&quot;"))
        #expect(html.contains("<title>Snapshot report: 1 changed, 0 new</title>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test("A new render has no reference side, and markup in a render is escaped")
    func newRenderEscaped() {
        let html = HTMLReport(
            snapshotsFolder: "/p/__Snapshots__",
            items: [item(reference: "__Snapshots__/T/x.1.txt", old: "", new: "Text \"<b>&</b>\"\n", isNew: true)],
            failuresWithoutRender: [], history: RunHistory()
        ).render()

        #expect(html.contains("Reference (none yet)"))
        #expect(html.contains("<tr class=\"added\"><td class=\"n\"></td><td class=\"code old empty\"></td><td class=\"n\">1</td><td class=\"code new\">Text &quot;&lt;b&gt;&amp;&lt;/b&gt;&quot;</td></tr>"))
    }

    @Test("Nothing to show says so; failures without a render are listed with their reason")
    func emptyAndWithoutRender() {
        let clear = HTMLReport(snapshotsFolder: "/p", items: [], failuresWithoutRender: [], history: RunHistory()).render()
        #expect(clear.contains("Nothing to review"))

        let failure = LedgerEntry(outcome: .failed, reference: "__Snapshots__/T/x.1.txt", test: "T/x()", file: "Tests/T.swift", line: 4, detail: "not UTF-8")
        let listed = HTMLReport(snapshotsFolder: "/p", items: [], failuresWithoutRender: [failure], history: RunHistory()).render()
        #expect(listed.contains("<section class=\"no-render\">"))
        #expect(listed.contains("<pre>not UTF-8</pre>"))
    }
}
