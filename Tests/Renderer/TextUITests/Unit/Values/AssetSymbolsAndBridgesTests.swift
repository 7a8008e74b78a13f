import Testing
import UIKit
import TextUI
@testable import TextUICore

@MainActor
@Suite("Bridges between SwiftUI and UIKit values")
struct BridgeTests {
    @Test("A UIKit color made from a SwiftUI one is made the same way")
    func uiColorFromColor() {
        #expect(UIColor(Color.orange).made == .named("orange"))
        #expect(UIColor(Color("Brand")) == UIColor(named: "Brand"))
        #expect(UIColor(Color(red: 1, green: 0, blue: 0).opacity(0.5)) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(Color(uiColor: UIColor(Color.blue.opacity(0.25))).name == "(blue 25%)", "there and back, as it was made")
    }

    @Test("background() with no style is the screen's background, named")
    func defaultBackground() {
        #expect(Rendering.semantics(Text("Pin").background()) == ["Text \"Pin\" background=background"])
    }

    @Test("background(in:) is the screen's background in the shape, named with its corners")
    func defaultBackgroundInShape() {
        #expect(Rendering.semantics(Text("Pin").background(in: RoundedRectangle(cornerRadius: 16, style: .continuous))) == ["Text \"Pin\" cornerRadius=16 background=background"])
    }

    @Test("A list row's separator guides are its leading and trailing edges")
    func separatorGuides() {
        let dimensions = ViewDimensions(width: 40, height: 16)
        #expect(dimensions[.listRowSeparatorLeading] == 0)
        #expect(dimensions[.listRowSeparatorTrailing] == 40)
    }
}
