import Testing
import ViewSnapshotTesting
import TextUI

/// Fills behind a view: drawn as a card's outline when the content leaves room, by the
/// one rule `Surface` documents, whether the code passes SwiftUI values or tokens.
@MainActor
@Suite("Cards: fills behind a view")
struct SurfaceSnapshotTests {
    /// Every way SwiftUI makes a card, one per row.
    @Test func everyWayToMakeACard() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("in shape").padding().background(Color.gray, in: RoundedRectangle(cornerRadius: 16))
            Text("clipped").padding().background(Color.gray).clipShape(RoundedRectangle(cornerRadius: 16))
            Text("square").padding().background(Color.gray)
            Text("filled shape").padding().background { Capsule().fill(Color.gray) }
            Text("color view").padding().background { Color.gray }
            Text("token").padding(TestSpacing.one).background(TestColor.surface, in: RoundedRectangle(cornerRadius: TestRadius.medium))
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    /// No room (content on the edge), a one-row pill, a clear fill, a fill on the same fill.
    @Test func whatDrawsNoCard() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("no room").background(Color.gray, in: RoundedRectangle(cornerRadius: 8))
            Text("pill").padding(.horizontal).background(Color.gray, in: Capsule())
            Text("clear").padding().background(Color.clear, in: RoundedRectangle(cornerRadius: 8))
            VStack {
                Text("same fill").padding().background(Color.gray, in: RoundedRectangle(cornerRadius: 8))
            }
            .padding()
            .background(Color.gray, in: RoundedRectangle(cornerRadius: 8))
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    /// On a screen, a fill as wide as the screen is the page, not a card.
    @Test func thePageIsNoCard() {
        let view = VStack {
            Text("card").padding().background(Color.gray, in: RoundedRectangle(cornerRadius: 8))
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.yellow)
        assertSnapshot(of: view, as: .device(.iPhoneSE))
    }
}
