import Testing
import TextUI

@MainActor
@Suite("Stack layout")
struct StackLayoutTests {
    @Test("An HStack places children side by side, with spacing between them")
    func horizontalSpacing() {
        let view = HStack(spacing: TestSpacing.one) {
            Text("ab")
            Text("cd")
        }
        // 16 pt of spacing is two columns.
        #expect(Rendering.rows(view) == ["ab  cd"])
    }

    @Test("Without a spacing, a row keeps SwiftUI's standard 8 pt: one column, none beside a spacer")
    func standardSpacing() {
        #expect(Rendering.rows(HStack { Text("ab"); Text("cd") }) == ["ab cd"])
        #expect(Rendering.rows(HStack(spacing: 0) { Text("ab"); Text("cd") }) == ["abcd"])
        // A spacer's own minimum is the standard spacing: squeezed, it keeps the texts apart.
        #expect(Rendering.rows(HStack { Text("ab"); Spacer(); Text("cd") }.lineLimit(1), width: 5) == ["ab cd"])
        #expect(Rendering.rows(HStack { Text("ab"); Spacer(); Text("cd") }, width: 8) == ["ab    cd"])
        // 8 pt is half a row, which rounds down: a column keeps its rows together.
        #expect(Rendering.rows(VStack { Text("ab"); Text("cd") }) == ["ab", "cd"])
    }

    @Test("A VStack stacks children, with spacing in rows")
    func verticalSpacing() {
        let view = VStack(alignment: .leading, spacing: TestSpacing.one) {
            Text("one")
            Text("two")
        }
        #expect(Rendering.rows(view) == ["one", "   ", "two"])
    }

    @Test("Cross-axis alignment: leading, center (floored) and trailing")
    func alignment() {
        func column(_ alignment: HorizontalAlignment) -> [String] {
            Rendering.rows(VStack(alignment: alignment) { Text("wide!"); Text("ab") })
        }
        #expect(column(.leading) == ["wide!", "ab   "])
        #expect(column(.center) == ["wide!", " ab  "])
        #expect(column(.trailing) == ["wide!", "   ab"])
    }

    @Test("The least flexible child is served first; the flexible text gets the rest")
    func leastFlexibleFirst() {
        let view = HStack {
            Text("a long text that must give way").lineLimit(1)
            Image(systemName: "star.fill")
        }
        // The image is rigid (2 columns) and the standard spacing one: the text truncates
        // in the 9 left.
        #expect(Rendering.rows(view, width: 12) == ["a long t… ★ "])
    }

    @Test("Equally flexible children split the space equally, ties by position")
    func tieBreakByIndex() {
        let view = HStack {
            Text("aaaaaaaaaa").lineLimit(1)
            Text("bbbbbbbbbb").lineLimit(1)
            Text("cccccccccc").lineLimit(1)
        }
        // 8 columns after the standard spacing for three equal texts: 2, then 3 of the 6
        // left, then 3.
        #expect(Rendering.rows(view, width: 10) == ["a… bb… cc…"])
    }

    @Test("Spacers take only what the other children leave")
    func spacersComeLast() {
        let view = HStack {
            Text("Earth (Replacement Dimension)")
            Spacer()
            Text("Alive")
        }
        #expect(Rendering.rows(view, width: 40) == ["Earth (Replacement Dimension)      Alive"])
    }

    @Test("With no height limit, a squeezed text wraps instead of truncating")
    func squeezedTextWraps() {
        let view = HStack {
            Text("a long text that must give way")
            Image(systemName: "star.fill")
        }
        // The image sits at the middle row of the text's four, floored.
        #expect(Rendering.rows(view, width: 12) == ["a long      ", "text that ★ ", "must give   ", "way         "])
    }

    @Test("Layout priority beats flexibility")
    func layoutPriority() {
        let view = HStack {
            Text("first text")
            Text("second text").layoutPriority(1)
        }
        .lineLimit(1)
        #expect(Rendering.rows(view, width: 14) == ["f… second text"])
    }

    @Test("A stack that cannot shrink overflows: it is clipped and reported")
    func overflowIsReported() {
        let view = HStack {
            Image(systemName: "star").resizable().frame(width: TestDimension.medium, height: TestDimension.small)
            Image(systemName: "star").resizable().frame(width: TestDimension.medium, height: TestDimension.small)
        }
        .accessibilityIdentifier("row")
        let render = Rendering.render(view, width: 10)
        #expect(render.semantics.first == "HStack #row overflow=+3×0")
        #expect(render.warnings == [
            "HStack #row does not fit: 3 columns cut off. Let its text wrap or truncate, give it a smaller fixed frame, or put it in a ScrollView.",
        ])
    }

    @Test("A ZStack lays children over each other, aligned")
    func zStack() {
        let view = ZStack(alignment: .topTrailing) {
            Text("abcd\nefgh")
            Text("X")
        }
        #expect(Rendering.rows(view) == ["abcX", "efgh"])
    }

    @Test("EmptyView takes no space and gets no spacing")
    func emptyView() {
        let view = HStack(spacing: TestSpacing.one) {
            Text("a")
            EmptyView()
            Text("b")
        }
        #expect(Rendering.rows(view) == ["a  b"])
    }
}
