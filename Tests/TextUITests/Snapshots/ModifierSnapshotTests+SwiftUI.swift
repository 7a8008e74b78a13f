import Foundation
import Testing
import ViewSnapshotTesting

/// SwiftUI's modifiers beyond TextUI's first ones, one snapshot each.
extension ModifierSnapshotTests {
    @Test func swiftUIValues() {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Rick Sanchez").font(.system(.headline, design: .rounded, weight: .semibold)).foregroundStyle(Color(.label))
            Text("Alive").font(.caption).foregroundStyle(.green)
            Text("Card").padding(8).background(Color(red: 0.2, green: 0.22, blue: 0.27).opacity(0.1), in: .rect(cornerRadius: 16))
            Text("Shadowed").shadow(color: .black.opacity(0.05), radius: 8, x: 0, y: 2)
        }
        assertSnapshot(of: view, as: .component(width: 30))
    }

    @Test func effectsAfterLayout() {
        let view = VStack(alignment: .leading) {
            Text("offset").offset(x: 16, y: 0)
            Text("scaled").scaleEffect(1.5)
            Text("rotated").rotationEffect(.degrees(90))
            Text("grouped").compositingGroup()
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    @Test func invisibleKeepsItsSpace() {
        let view = VStack(alignment: .leading) {
            Text("before")
            Text("transparent").opacity(0)
            Text("hidden").hidden()
            Text("half").opacity(0.5)
            Text("after")
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    @Test func hiddenActions() {
        let view = NavigationStack {
            VStack {
                Text("Row").swipeActions { Button("Delete", role: .destructive) {}; Button("Archive") {} }
                Text("Pressable").contextMenu { Button("Copy") {}; Button("Share") {} }
            }
            .searchable(text: .constant(""), prompt: "Search")
            .searchSuggestions { Text("rick"); Text("morty") }
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func buttonStylesAndRoles() {
        let view = VStack {
            Button("Plain") {}.buttonStyle(.plain)
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent).tint(.orange)
            Button("Delete", role: .destructive) {}
            Button("Pill") {}.buttonStyle(PillStyle())
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    @Test func focusedField() {
        let focus = FocusState<Bool>()
        focus.wrappedValue = true
        let view = TextField("Name", text: .constant("")).focused(focus.projectedValue)
        assertSnapshot(of: view, as: .component(width: 20))
    }

    @Test func animationsShowTheirEndState() {
        let view = VStack {
            Text("animated").animation(.spring(duration: 0.5, bounce: 0.3), value: 1)
            Text("transition").transition(.opacity.combined(with: .scale))
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    private struct PillStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(.horizontal, 8).background(.blue, in: .capsule)
        }
    }
}
