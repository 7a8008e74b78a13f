@testable import SnapshotDiff
import Testing

@Suite("What changed, by accessibility identifier")
struct ChangeSummaryTests {
    func render(_ semantics: String, screen: String = "│ screen │") -> String {
        "HomeView · default · iPhone 13 Pro Max 53×57 (8×16 pt) · en\n\(screen)\nsemantics\n\(semantics)\n"
    }

    @Test("Equal renders have nothing to say")
    func equal() {
        let text = render("Text #home.title \"Hi\" title textPrimary")
        #expect(ChangeSummary(old: text, new: text).lines.isEmpty)
    }

    @Test("A text change is reported on the element's identifier")
    func textChange() {
        let summary = ChangeSummary(
            old: render("Text #home.title \"Hi\" title textPrimary"),
            new: render("Text #home.title \"Hello\" title textPrimary")
        )
        #expect(summary.lines == ["#home.title  text \"Hi\" → \"Hello\""])
    }

    @Test("Typography and color tokens, flags and properties are told apart")
    func tokensFlagsProperties() {
        let summary = ChangeSummary(
            old: render("Button #home.retry label=\"Retry\" headline accent 10×1"),
            new: render("Button #home.retry label=\"Try again\" body accent disabled 12×1")
        )
        #expect(summary.lines == [
            "#home.retry  tokens −headline +body; flags +disabled; label \"Retry\" → \"Try again\"; size 10×1 → 12×1",
        ])
    }

    @Test("Added and removed elements name their kind")
    func addedAndRemoved() {
        let summary = ChangeSummary(
            old: render("Text #home.title \"Hi\"\nButton #home.retry label=\"Retry\""),
            new: render("Text #home.title \"Hi\"\nDSBadge #home.badge \"3\"")
        )
        #expect(summary.lines == ["#home.retry  removed (Button)", "#home.badge  added (DSBadge)"])
    }

    @Test("A repeated identifier is matched by occurrence")
    func repeatedIdentifier() {
        let summary = ChangeSummary(
            old: render("Text #row.name \"Rick\"\nText #row.name \"Morty\""),
            new: render("Text #row.name \"Rick\"\nText #row.name \"Summer\"")
        )
        #expect(summary.lines == ["#row.name#2  text \"Morty\" → \"Summer\""])
    }

    @Test("Elements without an identifier are matched by position and named by kind")
    func unidentified() {
        let changed = ChangeSummary(
            old: render("NavigationStack title=\"Characters\"\n  Text \"A\""),
            new: render("NavigationStack title=\"All Characters\"\n  Text \"A\"")
        )
        #expect(changed.lines == ["NavigationStack (no identifier)  title \"Characters\" → \"All Characters\""])

        let added = ChangeSummary(old: render("  Text \"A\""), new: render("  Text \"A\"\n  Divider 10×1"))
        #expect(added.lines == ["Divider (no identifier)  added"])
    }

    @Test("A change only in the picture says so")
    func screenOnly() {
        let summary = ChangeSummary(old: render("Text \"A\"", screen: "│ A │"), new: render("Text \"A\"", screen: "│  A│"))
        #expect(summary.lines == ["the screen changed; the semantics did not"])
    }
}
