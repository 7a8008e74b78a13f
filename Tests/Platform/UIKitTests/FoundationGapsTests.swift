import Foundation
import Testing
import UIKit

@MainActor
@Suite("Key-value observing and asset symbols")
struct FoundationGapsTests {
    private final class Progress: NSObject {
        var fraction = 0.25
    }

    @Test("An observation with .initial is told the current value at once, and only then")
    func initialObservation() {
        // Given
        let progress = Progress()
        var seen: [Double?] = []

        // When
        let observation = progress.observe(\.fraction, options: [.initial, .new]) { _, change in seen.append(change.newValue) }
        progress.fraction = 0.5

        // Then
        #expect(seen == [0.25])
        #expect(observation.isValid)
        observation.invalidate()
        #expect(!observation.isValid)
    }

    @Test("An observation without .initial is never called: Linux has no runtime to notice a change")
    func noInitial() {
        let progress = Progress()
        var calls = 0
        let observation = progress.observe(\.fraction) { _, _ in calls += 1 }
        progress.fraction = 1
        #expect(calls == 0)
        _ = observation
    }

    @Test("Generated asset symbols make colors and images named by their assets")
    func assetSymbols() {
        let accent = ColorResource(name: "AccentColor", bundle: .main)
        let logo = ImageResource(name: "NoSuchLogo", bundle: .main)

        #expect(UIColor(resource: accent) == UIColor(named: "AccentColor"))
        #expect(UIImage(resource: logo).size == .zero)
    }
}
