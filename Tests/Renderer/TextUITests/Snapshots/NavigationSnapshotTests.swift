import Foundation
import Testing
import ViewSnapshotTesting

/// Navigation and presentation as the corpus apps write them: the iOS 13 forms
/// (`NavigationView`, `NavigationLink(destination:)`, `Alert`) beside the newer ones.
@MainActor
@Suite("Navigation and presentation snapshots")
struct NavigationSnapshotTests {
    struct Detail: View {
        var body: some View { Text("Detail") }
    }

    @Test func navigationViewWithLinks() {
        let view = NavigationView {
            List {
                NavigationLink(destination: Detail()) {
                    Label("Rick", systemImage: "person")
                }
                NavigationLink("Morty", destination: Detail())
                NavigationLink("By value", value: 42)
                Link("Docs", destination: URL(string: "https://example.com/docs")!)
            }
            .navigationTitle(Text("Characters"))
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func hiddenNavigationBar() {
        let view = NavigationStack {
            Text("Full screen content")
                .navigationTitle("Hidden")
                .navigationBarHidden(true)
        }
        assertSnapshot(of: view, as: .component(size: CGSize(width: 240, height: 96)))
    }

    @Test func alertWithActionsAndMessage() {
        let view = Text("Inbox")
            .alert("Delete note?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func alertOfTheFirstForm() {
        let view = Text("Inbox")
            .alert(isPresented: .constant(true)) {
                Alert(title: Text("Offline"), message: Text("Try again later."), dismissButton: .cancel(Text("Close")))
            }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func confirmationDialogAtTheBottom() {
        let view = Text("Photo")
            .confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Copy link") {}
                Button("Cancel", role: .cancel) {}
            }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test("Nothing is presented while the binding is false")
    func notPresented() {
        let view = Text("Inbox").alert("Gone", isPresented: .constant(false)) { Button("OK") {} }
        #expect(!Rendering.semantics(view).contains { $0.contains("Alert") })
    }
}

/// Tabs: the selected tab's content over the bar of items.
@MainActor
@Suite("Tab view snapshots")
struct TabViewSnapshotTests {
    enum Tab: Hashable { case home, search, profile }

    @Test func tabBarWithSelection() {
        let view = TabView(selection: .constant(Tab.search)) {
            Text("Home screen")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Tab.home)
            Text("Search screen")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(Tab.search)
                .badge(3)
            Text("Profile screen")
                .tabItem { Text("Profile") }
                .tag(Tab.profile)
        }
        assertSnapshot(of: view, as: .component(size: CGSize(width: 320, height: 160)))
    }

    @Test func pagedTabs() {
        let view = TabView {
            Text("First page")
            Text("Second page")
            Text("Third page")
        }
        .tabViewStyle(.page)
        assertSnapshot(of: view, as: .component(size: CGSize(width: 240, height: 80)))
    }
}
