import Testing
import ViewSnapshotTesting
import TextUI

/// A `PreviewProvider`'s previews are an ordinary view: a snapshot test renders them,
/// and the canvas-only modifiers change nothing in the picture.
@MainActor
@Suite("Preview snapshots")
struct PreviewSnapshotTests {
    struct Badge: View {
        let count: Int
        var body: some View {
            HStack(spacing: 8) {
                Text("Inbox")
                Text("\(count)").bold()
            }
        }
    }

    struct Badge_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                Badge(count: 3)
                    .previewDisplayName("Few")
                Badge(count: 120)
                    .previewLayout(.sizeThatFits)
                    .previewDevice("iPhone 15 Pro")
                    .previewInterfaceOrientation(.landscapeLeft)
            }
        }
    }

    @Test func previewProviderPreviews() {
        #expect(Badge_Previews.platform == nil)
        assertSnapshot(of: Badge_Previews.previews, as: .component(width: 20))
    }

    @Test("Canvas-only modifiers leave the render as it is")
    func canvasModifiersChangeNothing() {
        let plain = Rendering.render(Badge(count: 3), width: 20).text
        let modified = Rendering.render(Badge(count: 3).previewLayout(.fixed(width: 300, height: 80)).previewDisplayName("x"), width: 20).text
        #expect(plain.split(separator: "\n").dropFirst() == modified.split(separator: "\n").dropFirst())
    }
}
