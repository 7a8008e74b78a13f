import Testing
import ViewSnapshotTesting
import TextUI
@testable import TextUICore

/// Label styles and symbol variants change what is drawn; the semantics still name the
/// title a screen reader reads and the symbol that was made.
@MainActor
@Suite("Label and symbol snapshots")
struct LabelAndSymbolSnapshotTests {
    struct Stars: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("*")
                configuration.title
                Text("*")
            }
        }
    }

    @Test func labelStyles() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Label("Automatic", systemImage: "star")
            Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
            Label("Title only", systemImage: "star").labelStyle(.titleOnly)
            Label("Custom", systemImage: "star").labelStyle(Stars())
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    @Test func symbolVariants() {
        let view = HStack {
            Image(systemName: "heart")
            Image(systemName: "heart").symbolVariant(.fill)
            Image(systemName: "xmark").symbolVariant(.circle.fill)
            Image(systemName: "heart.fill").symbolVariant(.fill)
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test("A variant is added once, in SF Symbols' order")
    func variantNames() {
        #expect(SymbolVariants.circle.fill.applied(to: "xmark") == "xmark.circle.fill")
        #expect(SymbolVariants.fill.circle.applied(to: "xmark") == "xmark.circle.fill")
        #expect(SymbolVariants.fill.applied(to: "heart.fill") == "heart.fill")
        #expect(SymbolVariants.fill.contains(.fill) && !SymbolVariants.none.contains(.fill))
    }

    @Test func assetImagesShortcutsAndContentShapes() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Image("logo").resizable().frame(width: 48, height: 48)
            Button("Refresh") {}
                .keyboardShortcut("r", modifiers: [.command, .shift])
            HStack {
                Text("Whole row taps")
                Spacer()
            }
            .contentShape(Rectangle())
        }
        assertSnapshot(of: view, as: .component(width: 24))
    }
}
