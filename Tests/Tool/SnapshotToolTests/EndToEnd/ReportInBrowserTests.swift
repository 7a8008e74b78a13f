import Foundation
import TestSupport
import Testing

/// The HTML report as a browser lays it out: Chromium loads a copy of the page with a
/// probe script added (the report itself has none), and the probe measures what a
/// reviewer would look at.
@Suite("snapshots report, in a real browser", .enabled(if: HeadlessChromium.path != nil, "needs Debian's chromium; .ci/run installs it"))
struct ReportInBrowserTests {
    struct Probe: Decodable {
        struct Panel: Decodable {
            var reference: String
            var kind: String
            var tableWidth: Double
            var tableHeight: Double
            var sideBySide: Bool
            var changedRowsTinted: Bool
            var marks: Int
            var summary: [String]
        }

        var panels: [Panel]
        var counts: [String: String]
        var externalResources: Int
    }

    static let probeScript = """
    <script>
    const color = element => element ? getComputedStyle(element).backgroundColor : null;
    const panels = [...document.querySelectorAll('section.snapshot')].map(section => {
      const table = section.querySelector('table.side-by-side').getBoundingClientRect();
      const old = section.querySelector('tr td.code.old:not(.empty)');
      const fresh = section.querySelector('tr td.code.new:not(.empty)');
      const plain = section.querySelector('tr.same td.code.new');
      const tinted = section.querySelector('tr.changed td.code.new, tr.added td.code.new');
      const oldBox = old ? old.getBoundingClientRect() : null;
      const newBox = fresh.getBoundingClientRect();
      return {
        reference: section.dataset.reference,
        kind: section.classList.contains('new') ? 'new' : 'changed',
        tableWidth: table.width, tableHeight: table.height,
        sideBySide: oldBox ? (oldBox.right <= newBox.left && Math.abs(oldBox.top - newBox.top) < 1) : newBox.left > table.left + 40,
        changedRowsTinted: !!tinted && color(tinted) !== color(plain) && color(tinted) !== 'rgba(0, 0, 0, 0)',
        marks: section.querySelectorAll('mark').length,
        summary: [...section.querySelectorAll('ul.summary li')].map(li => li.textContent),
      };
    });
    const counts = Object.fromEntries([...document.querySelectorAll('.count')].map(c => [c.dataset.kind, c.querySelector('dd').textContent]));
    const externalResources = performance.getEntriesByType('resource').length;
    // Base64, so that the DOM dump needs no unescaping.
    const json = JSON.stringify({panels, counts, externalResources});
    document.body.insertAdjacentHTML('beforeend', '<pre id="probe">' + btoa(String.fromCharCode(...new TextEncoder().encode(json))) + '</pre>');
    </script>
    """

    /// Loads a copy of the page with `script` added, and reads what the script wrote.
    static func probe<Result: Decodable>(_ page: String, in package: ToolRunPackage, with script: String, as: Result.Type) throws -> Result {
        let probed = package.folder.file("probed.html")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        try html.replacingOccurrences(of: "</body>", with: script + "</body>").write(toFile: probed, atomically: true, encoding: .utf8)
        let dom = try HeadlessChromium.dumpDOM(of: probed)
        // The last one: the first is inside the script.
        let encoded = try #require(dom.range(of: "<pre id=\"probe\">", options: .backwards).map { dom[$0.upperBound...] }?.split(separator: "<").first, "\(dom)")
        return try JSONDecoder().decode(Result.self, from: try #require(Data(base64Encoded: String(encoded))))
    }

    @Test("Each changed or new render is a panel: reference and new render side by side, changed rows tinted and marked")
    func panels() throws {
        let package = ToolRunPackage(renders: ["home": "Title\n│ Retry │\nsemantics\nText #home.title \"Title\" title textPrimary\n", "list": "List\n"])
        _ = try package.run(["test"])
        package.setRender("home", "Title\n│ Try again │\nsemantics\nText #home.title \"Title v2\" title textPrimary\n")
        package.setRender("detail", "Detail\n")
        // Never record, so the new screen waits for review as a pending render.
        _ = try package.run(["test", "--record", "never"])
        let page = package.folder.file("report.html")
        let report = try package.run(["report", "--html", page])
        #expect(report.status == 0, "\(report.output)")

        let probe = try Self.probe(page, in: package, with: Self.probeScript, as: Probe.self)

        #expect(probe.externalResources == 0)
        #expect(probe.counts["changed"] == "1")
        #expect(probe.counts["new"] == "1")
        #expect(probe.panels.map(\.reference) == [ToolRunPackage.reference("detail"), ToolRunPackage.reference("home")])
        let new = try #require(probe.panels.first)
        #expect(new.kind == "new")
        #expect(new.sideBySide)
        let changed = try #require(probe.panels.last)
        #expect(changed.kind == "changed")
        #expect(changed.tableWidth > 200 && changed.tableHeight > 40)
        #expect(changed.sideBySide)
        #expect(changed.changedRowsTinted)
        #expect(changed.marks >= 2)
        #expect(changed.summary == ["#home.title  text \"Title\" → \"Title v2\""])

        let screenshot = package.folder.file("report.png")
        try HeadlessChromium.screenshot(of: page, to: screenshot)
        #expect(PNGSize(contentsOf: screenshot) == PNGSize(width: 1400, height: 1800))
        // A blank page compresses to a few kilobytes; two panels of text do not.
        let size = (try FileManager.default.attributesOfItem(atPath: screenshot)[.size] as? Int) ?? 0
        #expect(size > 30_000)
        if let keep = ProcessInfo.processInfo.environment["SNAPSHOTS_KEEP_SCREENSHOT"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: screenshot, toPath: keep)
        }
    }

    struct PictureProbe: Decodable {
        var pictures: Int
        var besideTable: Bool
        var deadColor: String?
        var deadBackground: String?
    }

    static let pictureProbeScript = """
    <script>
    const figure = document.querySelector('figure.picture');
    const table = document.querySelector('table.side-by-side').getBoundingClientRect();
    const box = figure ? figure.getBoundingClientRect() : null;
    const dead = [...document.querySelectorAll('figure.picture span')].find(span => span.textContent.includes('Dead'));
    const json = JSON.stringify({
      pictures: document.querySelectorAll('figure.picture').length,
      // Beside the diff where the window has room for both, under it where it has not.
      besideTable: !!box && ((box.left >= table.right && Math.abs(box.top - table.top) < 40) || box.top >= table.bottom),
      deadColor: dead ? getComputedStyle(dead).color : null,
      deadBackground: dead ? getComputedStyle(dead).backgroundColor : null,
    });
    document.body.insertAdjacentHTML('beforeend', '<pre id="probe">' + btoa(json) + '</pre>');
    </script>
    """

    @Test("A new render's picture is shown in its colors beside the diff, never over it")
    func coloredPicture() throws {
        let package = ToolRunPackage(renders: [:], fixture: ColorRenderFixture.name, runs: [ColorRenderFixture.command])
        _ = try package.run(["test"])
        _ = try package.run(["test"], environment: ["COLOR_FIXTURE_TEXT": "Dead"])
        let page = package.folder.file("report.html")
        #expect(try package.run(["report", "--html", page]).status == 0)

        let probe = try Self.probe(page, in: package, with: Self.pictureProbeScript, as: PictureProbe.self)

        #expect(probe.pictures == 1)
        #expect(probe.besideTable)
        // systemGreen on systemYellow, as the render drew them.
        #expect(probe.deadColor == "rgb(52, 199, 89)")
        #expect(probe.deadBackground == "rgb(255, 204, 0)")

        if let keep = ProcessInfo.processInfo.environment["SNAPSHOTS_KEEP_PICTURE_SCREENSHOT"] {
            let screenshot = package.folder.file("picture.png")
            try HeadlessChromium.screenshot(of: page, to: screenshot)
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: screenshot, toPath: keep)
        }
    }
}
