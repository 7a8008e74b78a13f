import Foundation
import Testing
import TextUI

/// What a modifier changes on the device that a grid of characters cannot draw exactly
/// is named on its element; the default names nothing.
@MainActor
@Suite("Modifiers named in the semantics")
struct NamedModifierTests {
    private func semantics(_ view: some View) -> String {
        Rendering.semantics(view, width: 30).joined(separator: "\n")
    }

    @Test("A control's style is named by its type, the default not at all")
    func styles() {
        #expect(semantics(Text("a").datePickerStyle(.wheel)).contains("datePickerStyle=wheel"))
        #expect(semantics(Text("a").gaugeStyle(.accessoryCircular)).contains("gaugeStyle=accessoryCircular"))
        #expect(semantics(Text("a").formStyle(.columns)).contains("formStyle=columns"))
        #expect(!semantics(Text("a").datePickerStyle(.automatic)).contains("datePickerStyle"))
    }

    @Test("A row's fill, tint and separator color are named on the row")
    func rowPaints() {
        #expect(semantics(Text("a").listRowBackground(Color.yellow)).contains("rowBackground=yellow"))
        #expect(semantics(Text("a").listRowBackground(RoundedRectangle(cornerRadius: 8))).contains("rowBackground=RoundedRectangle"))
        #expect(semantics(Text("a").listItemTint(.red)).contains("listItemTint=red"))
        #expect(semantics(Text("a").listRowSeparatorTint(.blue)).contains("separatorTint=blue"))
    }

    @Test("A header's prominence, a grid cell's span and a sheet's look are named")
    func others() {
        #expect(semantics(Text("a").headerProminence(.increased)).contains("headerProminence=increased"))
        #expect(!semantics(Text("a").headerProminence(.standard)).contains("headerProminence"))
        #expect(semantics(Text("a").gridCellColumns(2)).contains("gridCellColumns=2"))
        #expect(semantics(Text("a").gridColumnAlignment(.trailing)).contains("gridColumnAlignment=trailing"))
        #expect(semantics(Text("a").presentationDragIndicator(.visible)).contains("dragIndicator=visible"))
        #expect(semantics(Text("a").presentationCornerRadius(24)).contains("presentationCornerRadius=24"))
        #expect(semantics(Text("a").presentationCompactAdaptation(.popover)).contains("compactAdaptation=popover"))
        #expect(semantics(Text("a").toolbarRole(.editor)).contains("toolbarRole=editor"))
        #expect(semantics(Text("a").toolbar(.hidden, for: .tabBar)).contains("tabBar=hidden"))
        #expect(semantics(Text("a").badgeProminence(.decreased)).contains("badgeProminence=decreased"))
    }

    @Test("toolbar(.hidden, for: .navigationBar) hides the bar, as navigationBarHidden does")
    func hiddenNavigationBar() {
        let shown = Rendering.screen(NavigationStack { Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline) })
        let hidden = Rendering.screen(NavigationStack {
            Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline).toolbar(.hidden, for: .navigationBar)
        })
        #expect(shown.contains { $0.contains("Title") })
        #expect(!hidden.contains { $0.contains("Title") })
    }

    @Test("Content margins pad a scroll view's content by the one rounding rule")
    func contentMargins() {
        let content = Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
        #expect(Rendering.rows(ScrollView { content }, width: 10).first == "Hi        ")
        let rows = Rendering.rows(ScrollView { content }.contentMargins(.all, 16), width: 10)
        #expect(rows.first?.trimmingCharacters(in: .whitespaces).isEmpty == true)
        #expect(rows.dropFirst().first == "  Hi      ")
    }
}
