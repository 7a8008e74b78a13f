import RenderFormat
@testable import SnapshotTool
import Testing

@Suite("Picture painter")
struct PicturePainterTests {
    private let text = "Header\n│ab cd│\nsemantics\n"
    private let colors = ColorPicture(runs: [
        .init(line: 2, column: 1, length: 2, foreground: "#34C759", background: "#FFCC00"),
        .init(line: 2, column: 4, length: 2, foreground: nil, background: "#000000"),
    ])

    @Test("ANSI: each run in its colors and reset after; other lines and characters untouched")
    func ansi() {
        let painted = PicturePainter.ansi(text, colors: colors, depth: .trueColor)
        #expect(painted == "Header\n│\u{1B}[38;2;52;199;89;48;2;255;204;0mab\u{1B}[0m \u{1B}[48;2;0;0;0mcd\u{1B}[0m│\nsemantics\n")
    }

    @Test("Without true color, xterm's 256: the cube, or a gray when nearer")
    func palette256() {
        #expect(PicturePainter.palette256(red: 255, green: 0, blue: 0) == 196)
        #expect(PicturePainter.palette256(red: 0, green: 0, blue: 0) == 16)
        #expect(PicturePainter.palette256(red: 128, green: 128, blue: 128) == 244)
        #expect(PicturePainter.Depth(environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(PicturePainter.Depth(environment: [:]) == .palette256)
    }

    @Test("HTML: escaped, each run a span with its colors")
    func html() {
        let painted = PicturePainter.html("│<a>│\n", colors: ColorPicture(runs: [.init(line: 1, column: 1, length: 3, foreground: "#000000", background: nil)]))
        #expect(painted == "│<span style=\"color:#000000\">&lt;a&gt;</span>│\n")
    }

    @Test("Runs past the end of a line or overlapping an earlier one are left out")
    func badRunsAreSkipped() {
        let painted = PicturePainter.ansi("│ab│\n", colors: ColorPicture(runs: [
            .init(line: 1, column: 1, length: 2, foreground: "#000000", background: nil),
            .init(line: 1, column: 2, length: 1, foreground: "#FFFFFF", background: nil),
            .init(line: 1, column: 9, length: 1, foreground: "#FFFFFF", background: nil),
        ]), depth: .trueColor)
        #expect(painted == "│\u{1B}[38;2;0;0;0mab\u{1B}[0m│\n")
    }
}
