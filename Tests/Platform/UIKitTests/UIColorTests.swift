import Foundation
import Testing
import UIKit

@Suite("UIColor")
struct UIColorTests {
    @Test("System colors are named as UIKit names them", arguments: [
        (UIColor.label, "label"), (.secondaryLabel, "secondaryLabel"), (.systemBackground, "systemBackground"),
        (.systemGroupedBackground, "systemGroupedBackground"), (.separator, "separator"), (.systemGray3, "systemGray3"),
        (.opaqueSeparator, "opaqueSeparator"), (.tertiarySystemGroupedBackground, "tertiarySystemGroupedBackground"),
    ])
    func systemColors(color: UIColor, name: String) {
        #expect(color.description == name)
    }

    @Test("Components are hex; alpha below one is a percent")
    func components() {
        #expect(UIColor(red: 0x33 / 255, green: 0x38 / 255, blue: 0x44 / 255, alpha: 1).description == "#333844")
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).description == "#FF0000 50%")
        #expect(UIColor(white: 0.2, alpha: 1).description == "#333333")
    }

    @Test("withAlphaComponent adds the percent to any color")
    func alpha() {
        #expect(UIColor.label.withAlphaComponent(0.1).description == "label 10%")
    }

    @Test("An asset color is named by its asset; a dynamic color by its light value")
    func namedAndDynamic() {
        #expect(UIColor(named: "BrandPrimary")?.description == "BrandPrimary")
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(dynamic.description == "black")
    }

    @Test("Colors of one name are equal and hash alike")
    func equality() {
        let made = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let again = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(made == again)
        #expect(made.hash == again.hash)
        #expect(made != UIColor.red)
    }

    @Test("Turning animations off is remembered; a still render runs none either way")
    @MainActor
    func animations() {
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
    }
}
