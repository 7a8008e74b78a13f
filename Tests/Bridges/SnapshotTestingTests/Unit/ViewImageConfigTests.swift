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

    @Test("Split views have sst's widths, compact where sst's traits are", arguments: [
        (ViewImageConfig.iPadMini(.landscape(splitView: .oneThird)), 320.0, 768.0, true),
        (.iPadMini(.landscape(splitView: .oneHalf)), 507, 768, true),
        (.iPadMini(.landscape(splitView: .twoThirds)), 694, 768, false),
        (.iPadMini(.portrait(splitView: .twoThirds)), 438, 1024, true),
        (.iPad9_7(.portrait(splitView: .oneThird)), 320, 1024, true),
        (.iPad10_2(.landscape(splitView: .oneHalf)), 535, 810, true),
        (.iPad10_2(.portrait(splitView: .twoThirds)), 480, 1080, true),
        (.iPadPro10_5(.landscape(splitView: .twoThirds)), 782, 834, false),
        (.iPadPro10_5(.portrait(splitView: .full)), 834, 1112, false),
        (.iPadPro11(.landscape(splitView: .oneThird)), 375, 834, true),
        (.iPadPro11(.portrait(splitView: .twoThirds)), 504, 1194, true),
        (.iPadPro12_9(.landscape(splitView: .oneHalf)), 678, 1024, false),
        (.iPadPro12_9(.portrait(splitView: .twoThirds)), 639, 1366, true),
    ])
    func splitViews(config: ViewImageConfig, width: Double, height: Double, compact: Bool) {
        #expect(config.size == CGSize(width: width, height: height))
        #expect(config.traits.horizontalSizeClass == (compact ? .compact : .regular))
        #expect(config.traits.userInterfaceIdiom == .pad)
    }

    @Test("Safe areas are sst's: the home indicator on its side, the tablets' status bar")
    func safeAreas() {
        #expect(ViewImageConfig.iPhoneX(.landscape).safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        #expect(ViewImageConfig.iPhoneXr(.landscape).safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        #expect(ViewImageConfig.iPhone13(.landscape).safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(ViewImageConfig.iPhone13Mini(.landscape).safeArea == UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
        #expect(ViewImageConfig.iPhone8(.landscape).safeArea == .zero)
        #expect(ViewImageConfig.iPadMini.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewImageConfig.iPadPro11.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewImageConfig.iPadPro12_9.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("sst's device traits: a phone's size classes turn with it, sst's medium text size, an iPad split is compact")
    func deviceTraits() {
        let upright = UITraitCollection.iPhoneX(.portrait)
        #expect(upright.userInterfaceIdiom == .phone)
        #expect(upright.horizontalSizeClass == .compact && upright.verticalSizeClass == .regular)
        #expect(upright.preferredContentSizeCategory == .medium)
        let side = UITraitCollection.iPhoneX(.landscape)
        #expect(side.horizontalSizeClass == .compact && side.verticalSizeClass == .compact)
        #expect(UITraitCollection.iPhone13ProMax(.landscape).horizontalSizeClass == .regular)
        #expect(UITraitCollection.iPadPro11.horizontalSizeClass == .regular)
        #expect(UITraitCollection.iPadPro11_Compact_SplitView.horizontalSizeClass == .compact)
        #expect(UITraitCollection.iPadMini.userInterfaceIdiom == .pad)
    }

    @Test("A config a test makes has the size and traits it is given")
    func custom() {
        let config = ViewImageConfig(size: CGSize(width: 200, height: 100), traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(config.size == CGSize(width: 200, height: 100))
        #expect(config.traits.userInterfaceStyle == .dark)
        #expect(config.name == nil)
    }
}
