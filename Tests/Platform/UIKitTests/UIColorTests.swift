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

    @Test("A color of components describes itself as UIKit does, and answers them")
    func components() {
        let color = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(color.description == "UIExtendedSRGBColorSpace 1.0 0.0 0.0 0.5")
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [1, 0, 0, 0.5])
        var white: CGFloat = 0
        #expect(UIColor(white: 0.2, alpha: 1).getWhite(&white, alpha: &alpha) && abs(white - 0.2) < 1e-9)
    }

    @Test("withAlphaComponent keeps how the color was made")
    func alpha() {
        let faded = UIColor.label.withAlphaComponent(0.1)
        #expect(faded.made == .named("label") && faded.alpha == 0.1)
        #expect(faded.description == "label alpha=0.1")
        #expect(faded != UIColor.label)
    }

    @Test("An asset color is named by its asset; a dynamic color by its light value")
    func namedAndDynamic() {
        #expect(UIColor(named: "BrandPrimary")?.description == "BrandPrimary")
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(dynamic.description == "black")
    }

    @Test("Colors are equal by components, as UIKit compares them, and hash alike")
    func equality() {
        let made = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let again = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(made == again)
        #expect(made.hash == again.hash)
        #expect(made == UIColor.red, "UIKit's red is these components")
        #expect(UIColor.black == UIColor(white: 0, alpha: 1))
        #expect(made != UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor.label == UIColor.label && UIColor.label != UIColor.secondaryLabel, "system colors by name")
        #expect(UIColor(named: "red") != UIColor.red, "an asset is not a system color, whatever its name")
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
