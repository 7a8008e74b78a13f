import Foundation
import Testing
import ViewSnapshotTesting
import TextUI

/// The elements a real app's SwiftUI uses beyond TextUI's first ones, one snapshot
/// each, with the states that show what they draw.
@MainActor
@Suite("Controls, containers, navigation and presentations")
struct ControlSnapshotTests {
    private let width = 30

    private enum Status: Hashable { case alive, dead, unknown }

    @Test func labelWithTitleAndIcon() {
        let view = VStack(alignment: .leading) {
            Label { Text("Episodes").bold() } icon: { Image(systemName: "film") }
            Label("Favourites", systemImage: "star.fill")
        }
        assertSnapshot(of: view, as: .component(width: 30))
    }

    @Test func toggle() {
        let view = VStack {
            Toggle("Notifications", isOn: .constant(true))
            Toggle("Dark mode", isOn: .constant(false)).disabled(true)
            Toggle(isOn: .constant(true)) { Label("Wi-Fi", systemImage: "wifi") }
        }
        assertSnapshot(of: view, as: .component(width: 30))
    }

    @Test func picker() {
        let options = Group {
            Text("Alive").tag(Status.alive)
            Text("Dead").tag(Status.dead)
            Text("Unknown").tag(Status.unknown)
        }
        let view = VStack(spacing: 16) {
            Picker("Status", selection: .constant(Status.dead)) { options }
            Picker("Status", selection: .constant(Status.alive)) { options }.pickerStyle(.segmented)
        }
        assertSnapshot(of: view, as: .component(width: 34))
    }

    @Test func secureField() {
        let view = VStack {
            SecureField("Password", text: .constant(""))
            SecureField("Password", text: .constant("hunter2"))
        }
        assertSnapshot(of: view, as: .component(width: 30))
    }

    @Test func menu() {
        let view = Menu("Sort") {
            Button("Name") {}
            Button("Date") {}
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func list() {
        let view = List {
            Section("Characters") {
                Text("Rick Sanchez")
                Text("Morty Smith")
            }
            Section {
                Toggle("Show dead", isOn: .constant(false))
            } footer: {
                Text("Filters apply to the list.")
            }
        }
        assertSnapshot(of: view, as: .component(width: 34))
    }

    @Test func listOfData() {
        let names = ["Rick", "Morty", "Summer"]
        assertSnapshot(of: List(names, id: \.self) { Text($0) }, as: .component(width: 20))
    }

    @Test func form() {
        let view = Form {
            TextField("Name", text: .constant("Rick"))
            SecureField("Password", text: .constant("portal"))
        }
        assertSnapshot(of: view, as: .component(width: 30))
    }

    @Test func asyncImage() {
        let url = URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg")
        let view = HStack(spacing: 16) {
            AsyncImage(url: url).frame(width: 48, height: 48)
            AsyncImage(url: url) { phase in
                if let image = phase.image { image.resizable() } else { ProgressView() }
            }
            .frame(width: 48, height: 48)
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func geometryReader() {
        let view = GeometryReader { proxy in
            Text("\(Int(proxy.size.width))×\(Int(proxy.size.height)) pt")
        }
        .frame(width: 160, height: 32)
        assertSnapshot(of: view, as: .component)
    }

    @Test func uiViewRepresentable() {
        assertSnapshot(of: MapView().frame(width: 160, height: 64), as: .component)
    }

    @Test func capsuleCircleAndEllipse() {
        let view = HStack(spacing: 8) {
            Capsule().strokeBorder(Color.gray, lineWidth: 1).frame(width: 64, height: 32)
            Circle().fill(.green).frame(width: 8, height: 16)
            Ellipse().stroke(.blue, lineWidth: 2).frame(width: 48, height: 48)
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func navigationPathShowsItsTopScreen() {
        let view = NavigationStack(path: .constant(NavigationPath(["Rick"]))) {
            Text("Root")
                .navigationTitle("Characters")
                .navigationDestination(for: String.self) { name in
                    Text("Detail of \(name)").navigationTitle(name).navigationBarTitleDisplayMode(.inline)
                }
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func navigationPathWithoutDestination() {
        let view = NavigationStack(path: .constant([42])) {
            Text("Root").navigationTitle("Numbers")
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func backButtonHidden() {
        let view = NavigationStack(path: .constant(["Rick"])) {
            Text("Root")
                .navigationTitle("Characters")
                .navigationDestination(for: String.self) { Text($0).navigationBarBackButtonHidden() }
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func sheetAtItsDetent() {
        let view = NavigationStack {
            VStack(alignment: .leading) { ForEach(1..<12) { Text("Row \($0)") } }.navigationTitle("Characters")
        }
        .sheet(isPresented: .constant(true)) {
            VStack { Text("Filters"); Toggle("Alive only", isOn: .constant(true)) }
                .padding(.horizontal, 16)
                .presentationDetents([.medium, .large])
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func mediumSheet() {
        let view = VStack(alignment: .leading) { ForEach(1..<20) { Text("Row \($0)") } }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .sheet(isPresented: .constant(true)) { Text("Half a screen").presentationDetents([.medium]) }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func fullScreenCover() {
        let view = Text("Behind").fullScreenCover(item: .constant(Modal(title: "Onboarding"))) { modal in
            VStack { Text(modal.title); Button("Start") {} }
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func notPresented() {
        let view = Text("Nothing over me").sheet(isPresented: .constant(false)) { Text("Hidden sheet") }
        assertSnapshot(of: view, as: .component)
    }

    @Test func fixedSizeComponent() {
        assertSnapshot(of: Text("Centered"), as: .component(size: CGSize(width: 160, height: 48)))
    }

    private struct Modal: Identifiable {
        let title: String
        var id: String { title }
    }

    private struct MapView: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }
}
