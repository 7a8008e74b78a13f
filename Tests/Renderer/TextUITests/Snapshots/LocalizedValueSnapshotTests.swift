import Foundation
import Testing
import TextUI
import ViewSnapshotTesting

/// A screen of counts and amounts, as an app writes them in its keys: the English and
/// Spanish references differ only where iOS writes the values differently.
@MainActor
@Suite("Values in keys, per locale")
struct LocalizedValueSnapshotTests {
    private func stats() -> some View {
        let steps = 10000
        let floors = 1000
        let label = "10000"
        return VStack(alignment: .leading) {
            Text("\(steps) steps")
            Text("\(floors) floors")
            Text("\(2.5, specifier: "%.1f") km")
            Text("\(0.75, format: .percent) of goal")
            Text(verbatim: "id \(label)")
            Text(label)
        }
    }

    @Test func englishGroupsFromFourDigits() {
        assertSnapshot(of: stats(), as: .component(width: 24))
    }

    @Test func spanishGroupsFromFiveDigits() {
        assertSnapshot(of: stats(), as: .component(width: 24, locale: Locale(identifier: "es")))
    }
}
