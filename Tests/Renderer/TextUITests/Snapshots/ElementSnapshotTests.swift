import Foundation
import Testing
import ViewSnapshotTesting
import TextUI

/// One snapshot per element of the view layer, at 30 columns unless the element needs
/// a screen.
@MainActor
@Suite("Element snapshots")
struct ElementSnapshotTests {
    private let width = 30

    @Test func text() {
        assertSnapshot(of: Text("The quick brown fox jumps over the lazy dog, twice."), as: .component(width: width))
    }

    @Test func systemImage() {
        assertSnapshot(of: HStack { Image(systemName: "mappin.circle.fill"); Image(systemName: "unknown.symbol") }, as: .component)
    }

    @Test func urlImage() {
        let image = Image(url: URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg"))
            .frame(width: TestDimension.medium, height: TestDimension.medium)
        assertSnapshot(of: image, as: .component)
    }

    @Test func stacks() {
        let view = VStack(alignment: .leading, spacing: TestSpacing.one) {
            HStack(alignment: .top, spacing: TestSpacing.one) {
                Text("top")
                Text("two\nlines")
            }
            ZStack(alignment: .bottomTrailing) {
                Text("zstack\nbase")
                Text("!")
            }
        }
        assertSnapshot(of: view, as: .component(width: width))
    }

    @Test func lazyStacks() {
        let view = LazyVStack(alignment: .leading) {
            ForEach(["Rick", "Morty", "Summer"], id: \.self) { name in
                LazyHStack(spacing: TestSpacing.one) { Image(systemName: "person"); Text(name) }
            }
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func spacerAndDivider() {
        let view = VStack {
            HStack { Text("left"); Spacer(); Text("right") }
            Divider()
            HStack { Text("a"); Divider(); Text("b") }.fixedSize()
        }
        assertSnapshot(of: view, as: .component(width: width))
    }

    @Test func verticalScrollView() {
        let view = ScrollView {
            VStack(alignment: .leading) { ForEach(1..<80) { Text("Line \($0)") } }
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func horizontalScrollView() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: TestSpacing.one) { ForEach(1..<12) { Text("Chip \($0)") } }
        }
        assertSnapshot(of: view, as: .component(width: width))
    }

    @Test func button() {
        let view = VStack {
            Button("Try Again") {}
            Button(action: {}) { Label("Load More", systemImage: "arrow.down.circle.fill") }
            Button("Disabled") {}.disabled(true)
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func label() {
        assertSnapshot(of: Label("Episodes", systemImage: "film").font(TestFont.title), as: .component)
    }

    @Test func progressView() {
        let view = HStack(spacing: TestSpacing.two) { ProgressView(); ProgressView("Loading characters...") }
        assertSnapshot(of: view, as: .component)
    }

    @Test func contentUnavailableView() {
        let view = ContentUnavailableView {
            Label("No Characters", systemImage: "person.slash")
        } description: {
            Text("The multiverse seems empty")
        } actions: {
            Button("Try Again") {}
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func navigationStackLargeTitle() {
        let view = NavigationStack {
            Text("Content")
                .navigationTitle("Characters")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(action: {}) { Image(systemName: "line.3.horizontal.decrease.circle") }
                            .accessibilityIdentifier("filter.button")
                    }
                }
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func navigationStackInlineWithBottomBar() {
        let view = NavigationStack {
            Text("Content")
                .navigationTitle("Filters")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button(action: {}) { Image(systemName: "xmark") } }
                    ToolbarItem(placement: .confirmationAction) { Button("Reset") {} }
                    ToolbarItem(placement: .bottomBar) { Button("Apply Filters") {} }
                }
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func searchable() {
        let view = NavigationStack {
            Text("Results").navigationTitle("Search").searchable(text: .constant("Rick"), prompt: "Search characters...")
        }
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }

    @Test func textField() {
        let view = VStack(alignment: .leading) {
            TextField("e.g. Human, Alien...", text: .constant(""))
            TextField("e.g. Parasite, Robot...", text: .constant("Parasite"))
        }
        assertSnapshot(of: view, as: .component(width: width))
    }

    @Test func shapes() {
        let view = VStack(spacing: TestSpacing.one) {
            Rectangle().stroke(TestColor.primary, lineWidth: TestBorder.thin).frame(width: TestDimension.large, height: TestDimension.medium)
            RoundedRectangle(cornerRadius: TestRadius.medium).stroke(TestColor.primary, lineWidth: TestBorder.thick)
                .frame(width: TestDimension.large, height: TestDimension.medium)
            Capsule().stroke(TestColor.primary, lineWidth: TestBorder.thin).frame(width: TestDimension.large, height: TestDimension.small)
            HStack { Circle().fill(TestColor.success).frame(width: TestDimension.small, height: TestDimension.small); Text("dot") }
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func clearAndEmpty() {
        let view = VStack {
            Text("above")
            Color.clear.frame(height: TestDimension.small)
            EmptyView()
            Text("below")
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func groupAndConditionals() {
        let flag = true
        let optional: String? = nil
        let view = VStack {
            Group { Text("grouped one"); Text("grouped two") }
            if flag { Text("if branch") } else { Text("else branch") }
            if let optional { Text(optional) }
            switch flag {
            case true: Text("switch true")
            case false: Text("switch false")
            }
        }
        assertSnapshot(of: view, as: .component)
    }
}
