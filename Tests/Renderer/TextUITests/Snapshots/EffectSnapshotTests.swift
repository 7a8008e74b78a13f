import Foundation
import Testing
import ViewSnapshotTesting
import TextUI

/// SwiftUI's modifiers beyond TextUI's first ones, one snapshot each.
@MainActor
@Suite("Effects, styles, focus, lifecycle and state")
struct EffectSnapshotTests {
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

    @Test func imageContentModes() throws {
        // A PNG header carrying a size: all `UIImage` reads.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, 64, 0, 0, 0, 48, 8, 2, 0, 0, 0]
        let avatar = try #require(UIImage(data: Data(bytes)))
        let view = HStack(spacing: 8) {
            Image(uiImage: avatar)
            Image(uiImage: avatar).resizable().scaledToFill().frame(width: 32, height: 32).clipShape(.circle)
            Image(uiImage: avatar).resizable().aspectRatio(4 / 3, contentMode: .fit).frame(width: 48)
            Image(systemName: "star.fill").renderingMode(.template).foregroundStyle(.yellow)
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func lifecycleRunsNothingInARender() {
        let view = VStack {
            Text("appears").onAppear {}.onDisappear {}
            Text("tasks").task {}.task(id: 1) {}
            Text("changes").onChange(of: 1) {}
            Text("opens URLs").onOpenURL { _ in }
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    @Test func layersCornersAndInsets() {
        let view = VStack(alignment: .leading, spacing: 16) {
            Text("badge").padding(.trailing, 16).overlay(Text("3"), alignment: .trailing)
            Text("boxed").padding(16).background(RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1), alignment: .center)
            Text("rounded").cornerRadius(12)
            Text("inset").padding(EdgeInsets(top: 0, leading: 24, bottom: 16, trailing: 0))
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    @Test func observableObjects() {
        let settings = Settings()
        settings.name = "Rick"
        let view = VStack {
            Greeting()
            Counter()
        }
        .environmentObject(settings)
        assertSnapshot(of: view, as: .component(width: 20))
    }

    private final class Settings: ObservableObject {
        @Published var name = ""
    }

    private final class Count: ObservableObject {
        @Published var value = 2
    }

    private struct Greeting: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Text("Hello, \(settings.name)") }
    }

    private struct Counter: View {
        @StateObject private var count = Count()
        var body: some View { Text("Count \(count.value)") }
    }

    private struct PillStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(.horizontal, 8).background(.blue, in: .capsule)
        }
    }
}
