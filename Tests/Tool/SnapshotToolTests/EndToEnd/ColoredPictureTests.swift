import Foundation
import TestSupport
import Testing

/// The colored picture of a consumer's view test, through the built `snapshots`: painted
/// from the colors the render drew, shown in the terminal and the report, never written
/// into a reference.
@Suite("Colored pictures, end to end")
struct ColoredPictureTests {
    private static let reference = "__Snapshots__/ColorRenderFixture/statusCard.1.txt"
    private static let escape = "\u{1B}["

    private func package() -> ToolRunPackage {
        ToolRunPackage(renders: [:], fixture: ColorRenderFixture.name, runs: [ColorRenderFixture.command])
    }

    @Test("render --color paints the text and the card in their colors; piped, --no-color and NO_COLOR print plain text")
    func renderPaints() throws {
        let package = package()

        let trueColor = try package.run(["render", "--color"], environment: ["COLORTERM": "truecolor"])
        #expect(trueColor.status == 0, "\(trueColor.output)")
        // systemGreen text on systemYellow, the card's fill, with its outline.
        #expect(trueColor.output.contains("\(Self.escape)38;2;52;199;89;48;2;255;204;0mAlive"), "\(trueColor.output)")
        #expect(trueColor.output.contains("╭"))
        let palette = try package.run(["render", "--color"], environment: ["COLORTERM": ""])
        #expect(palette.output.contains("\(Self.escape)38;5;"), "\(palette.output)")

        for plain in [
            try package.run(["render"]),
            try package.run(["render", "--no-color"], environment: ["COLORTERM": "truecolor"]),
            try package.run(["render"], environment: ["NO_COLOR": "1"]),
        ] {
            #expect(plain.status == 0, "\(plain.output)")
            #expect(plain.output.contains("Alive"))
            #expect(!plain.output.contains(Self.escape), "\(plain.output)")
        }
        #expect(package.folder.read(Self.reference) == nil, "render writes no reference")
    }

    @Test("A pending render keeps its colors beside it for the report; the reference stays plain; accept removes them")
    func pendingColors() throws {
        let package = package()
        #expect(try package.run(["test"]).status == 0)
        let reference = try #require(package.folder.read(Self.reference))
        #expect(!reference.contains(Self.escape))
        #expect(package.folder.read(Self.reference + ".colors") == nil, "a recorded reference has no colors file")

        let failed = try package.run(["test"], environment: ["COLOR_FIXTURE_TEXT": "Dead"])
        #expect(failed.status == 1)
        let colors = try #require(package.folder.read(Self.reference + ".new.colors"))
        #expect(colors.hasPrefix("colors 1\n"))

        let status = try package.run(["status"])
        #expect(!status.output.contains(".colors"), "\(status.output)")

        let report = try package.run(["report", "--html", "report.html"])
        #expect(report.status == 0, "\(report.output)")
        let html = try #require(package.folder.read("report.html"))
        #expect(html.contains("<figure class=\"picture\">"))
        #expect(html.contains("<span style=\"color:#34C759;background:#FFCC00\">Dead"), "\(html)")

        #expect(try package.run(["accept"]).status == 0)
        #expect(package.folder.read(Self.reference + ".new.colors") == nil)
        #expect(package.folder.read(Self.reference)?.contains("Dead") == true)
    }

    @Test("On a terminal render paints by default; NO_COLOR and TERM=dumb turn it off")
    func terminalDefault() throws {
        let package = package()
        let colored = try PseudoTerminal([SnapshotsExecutable.path, "render"], in: package.path, environment: package.variables.merging(["COLORTERM": "truecolor"]) { $1 })
        #expect(colored.exitStatus() == 0, "\(colored.text)")
        #expect(colored.text.contains("38;2;52;199;89"), "\(colored.text)")

        let plain = try PseudoTerminal([SnapshotsExecutable.path, "render"], in: package.path, environment: package.variables.merging(["NO_COLOR": "1"]) { $1 })
        #expect(plain.exitStatus() == 0, "\(plain.text)")
        #expect(plain.text.contains("Alive"))
        #expect(!plain.text.contains("\u{1B}["), "\(plain.text)")

        let dumb = try PseudoTerminal([SnapshotsExecutable.path, "render"], in: package.path, environment: package.variables.merging(["TERM": "dumb"]) { $1 })
        #expect(dumb.exitStatus() == 0, "\(dumb.text)")
        #expect(!dumb.text.contains("\u{1B}["), "\(dumb.text)")
    }

    @Test("The review's p key shows the new render's screen in its colors")
    func reviewPicture() throws {
        let package = package()
        _ = try package.run(["test"])
        _ = try package.run(["test"], environment: ["COLOR_FIXTURE_TEXT": "Dead"])

        let terminal = try PseudoTerminal([SnapshotsExecutable.path, "review"], in: package.path, environment: package.variables.merging(["COLORTERM": "truecolor"]) { $1 })
        let prompt = "q quit"
        #expect(terminal.waitFor(prompt, count: 1), "\(terminal.text)")
        terminal.type("p")
        #expect(terminal.waitFor(prompt, count: 2), "\(terminal.text)")
        #expect(terminal.text.contains("38;2;52;199;89;48;2;255;204;0mDead"), "\(terminal.text)")
        terminal.type("s")
        #expect(terminal.exitStatus() == 0, "\(terminal.text)")
        #expect(package.folder.read(Self.reference + ".new") != nil, "skipped: still pending")
    }
}
