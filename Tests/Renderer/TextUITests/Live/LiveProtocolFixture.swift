import Foundation
import Testing
import TestSupport
import ViewSnapshotTesting

/// A screen `LiveProtocolTests` hosts live in a child process, through the protocol
/// `snapshots mcp` speaks. Runs only there.
@MainActor
@Suite(.enabled(if: Fixture.isActive("live-protocol")))
struct LiveProtocolFixture {
    private struct Counter: View {
        @State private var count = 0
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            VStack {
                Text("Count \(count)")
                Text(colorScheme == .dark ? "dark" : "light")
                Button("Add") { count += 1 }
                    .accessibilityIdentifier("add")
            }
        }
    }

    @Test func counter() {
        assertSnapshot(of: Counter(), as: .device)
        // Any other assertion is previewed, as under `snapshots render`.
        assertSnapshot(of: Text("after the live one"), as: .component)
    }
}
