import SwiftUI
import Testing
import WidgetKit

/// A view an app shares with its widget, drawn by the family it is given.
private struct StepsView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        Text(family == .systemSmall ? "8k" : "8,012 steps today")
            .widgetURL(URL(string: "steps://today"))
            .accessibilityIdentifier("steps.\(renderingMode)")
    }
}

@MainActor
@Suite("WidgetKit: what a widget's views read")
struct WidgetEnvironmentTests {
    @Test("A widget's view reads iOS's defaults, and draws the family a test gives it")
    func familyFromTheEnvironment() {
        // When
        let small = ChartRendering.semantics(StepsView())
        let medium = ChartRendering.semantics(StepsView().environment(\.widgetFamily, .systemMedium).environment(\.widgetRenderingMode, .accented))

        // Then
        #expect(small == ["Text #steps.fullColor \"8k\""])
        #expect(medium == ["Text #steps.accented \"8,012 steps today\""])
        #expect(EnvironmentValues().showsWidgetContainerBackground)
    }
}
