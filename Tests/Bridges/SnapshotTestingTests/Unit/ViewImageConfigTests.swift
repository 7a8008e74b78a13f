import CoreGraphics
@testable import SnapshotTesting
import Testing
import UIKit

@Suite("Devices as sst names them")
struct ViewImageConfigTests {
    @Test("Phones have their real size in points and compact-width traits upright", arguments: [
        (ViewImageConfig.iPhoneSe, 320.0, 568.0),
        (.iPhone8, 375, 667),
        (.iPhoneX, 375, 812),
        (.iPhone12, 390, 844),
        (.iPhone13Mini, 375, 812),
        (.iPhone13Pro, 390, 844),
        (.iPhone13ProMax, 428, 926),
    ])
    func phones(config: ViewImageConfig, width: Double, height: Double) {
        #expect(config.size == CGSize(width: width, height: height))
        #expect(config.traits.horizontalSizeClass == .compact)
        #expect(config.traits.verticalSizeClass == .regular)
        #expect(config.traits.userInterfaceIdiom == .phone)
    }

    @Test("On its side a phone swaps width and height; the large ones become regular-width")
    func landscape() {
        let mini = ViewImageConfig.iPhone13Mini(.landscape)
        #expect(mini.size == CGSize(width: 812, height: 375))
        #expect(mini.traits.verticalSizeClass == .compact)
        #expect(mini.traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
    }

    @Test("Tablets are regular-width, and compact in a third of a split screen")
    func tablets() {
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro11(.portrait).size == CGSize(width: 834, height: 1194))
        #expect(ViewImageConfig.iPadPro11.traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadMini.traits.userInterfaceIdiom == .pad)
    }

    @Test("A config a test makes has the size and traits it is given")
    func custom() {
        let config = ViewImageConfig(size: CGSize(width: 200, height: 100), traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(config.size == CGSize(width: 200, height: 100))
        #expect(config.traits.userInterfaceStyle == .dark)
        #expect(config.name == nil)
    }
}
