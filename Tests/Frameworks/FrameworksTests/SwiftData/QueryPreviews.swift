import SwiftData
import SwiftUI
import Testing
import TextUI
@testable import TextUICore

/// Sample trips for previews, as Apple's `PreviewModifier` documentation makes them:
/// a container made at once by a throwing `makeSharedContext()`.
struct SampleTrips: PreviewModifier {
    static func makeSharedContext() throws -> ModelContainer {
        try QuerySnapshotTests.sampleContainer()
    }

    func body(content: Content, context: ModelContainer) -> some View {
        content.modelContainer(context)
    }
}

#Preview("Sample trips", traits: .modifier(SampleTrips())) {
    TripListScreen()
}

#Preview("Expensive", traits: .modifier(SampleTrips()), .sizeThatFitsLayout) {
    ExpensiveTripsScreen()
}

@MainActor
@Suite("SwiftData: previews")
struct QueryPreviewTests {
    @Test("A preview's model container modifier applies, so its screen lists the sample models")
    func previewWithContainer() throws {
        // Given the previews of this file
        let previews = PreviewDiscovery.previews(inModule: "FrameworksTests").filter { $0.file == "QueryPreviews" }
        let trips = try #require(previews.first { $0.name == "Sample trips" })
        let expensive = try #require(previews.first { $0.name == "Expensive" })

        // When they render
        let tripsRender = trips.renderer().render(trips.makeView())
        let expensiveRender = expensive.renderer().render(expensive.makeView())

        // Then the modifier's container gave them their models
        #expect(tripsRender.semantics.contains("    Text \"Lisbon\""), "\(tripsRender.semantics)")
        #expect(expensiveRender.semantics.contains("Text \"Porto: 600\""), "\(expensiveRender.semantics)")
    }
}
