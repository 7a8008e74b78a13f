import Testing
import UIKit
@testable import TextUI

@MainActor
@Suite("Bridges between SwiftUI and UIKit values")
struct BridgeTests {
    @Test("A UIKit color made from a SwiftUI one keeps its name")
    func uiColorFromColor() {
        #expect(UIColor(Color.orange) == UIColor(named: "orange"))
    }

    @Test("background() with no style is the screen's background, named")
    func defaultBackground() {
        #expect(Rendering.semantics(Text("Pin").background()) == ["Text \"Pin\" background=background"])
    }

    @Test("A list row's separator guides are its leading and trailing edges")
    func separatorGuides() {
        let dimensions = ViewDimensions(width: 40, height: 16)
        #expect(dimensions[.listRowSeparatorLeading] == 0)
        #expect(dimensions[.listRowSeparatorTrailing] == 40)
    }
}
