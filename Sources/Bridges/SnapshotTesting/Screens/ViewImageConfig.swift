public import UIKit

/// A device to snapshot a screen on, as swift-snapshot-testing names them: its size in
/// points, its safe area and its traits. A render is made for the device's real size;
/// its header names the device and the traits in effect.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection
    /// The device's name for the header (`iPhone 13 mini`); nil for a config a test
    /// made itself, which the header names by its size.
    var name: String?

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    init(_ name: String, _ width: CGFloat, _ height: CGFloat, safeArea: UIEdgeInsets, traits: UITraitCollection) {
        self.init(safeArea: safeArea, size: CGSize(width: width, height: height), traits: traits)
        self.name = name
    }
}

// MARK: - Phones

extension ViewImageConfig {
    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone SE", 320, 568, top: 20, bottom: 0, scale: 2, orientation)
    }

    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 8", 375, 667, top: 20, bottom: 0, scale: 2, orientation)
    }

    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 8 Plus", 414, 736, top: 20, bottom: 0, scale: 3, orientation, regularWhenLandscape: true)
    }

    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone X", 375, 812, top: 44, bottom: 34, scale: 3, orientation)
    }

    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone XS Max", 414, 896, top: 44, bottom: 34, scale: 3, orientation, regularWhenLandscape: true)
    }

    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone XR", 414, 896, top: 44, bottom: 34, scale: 2, orientation, regularWhenLandscape: true)
    }

    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 12", 390, 844, top: 47, bottom: 34, scale: 3, orientation)
    }

    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 12 Pro", 390, 844, top: 47, bottom: 34, scale: 3, orientation)
    }

    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 12 Pro Max", 428, 926, top: 47, bottom: 34, scale: 3, orientation, regularWhenLandscape: true)
    }

    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 13", 390, 844, top: 47, bottom: 34, scale: 3, orientation)
    }

    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 13 mini", 375, 812, top: 50, bottom: 34, scale: 3, orientation)
    }

    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 13 Pro", 390, 844, top: 47, bottom: 34, scale: 3, orientation)
    }

    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone("iPhone 13 Pro Max", 428, 926, top: 47, bottom: 34, scale: 3, orientation, regularWhenLandscape: true)
    }

    /// A phone held upright or on its side: the safe area moves with the notch (its home
    /// indicator takes 24 points on the iPhone X family, 21 on later phones, as sst
    /// has them), and the large phones are regular-width in landscape, as UIKit reports
    /// them.
    static func phone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat, scale: CGFloat,
        _ orientation: Orientation, regularWhenLandscape: Bool = false
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(name, width, height, safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                                   traits: .snapshotTraits(idiom: .phone, horizontal: .compact, vertical: .regular, scale: scale))
        case .landscape:
            let side = top > 20 ? top : 0
            let indicator: CGFloat = bottom == 0 ? 0 : top == 44 ? 24 : 21
            return ViewImageConfig(name + " landscape", height, width, safeArea: UIEdgeInsets(top: 0, left: side, bottom: indicator, right: side),
                                   traits: .snapshotTraits(idiom: .phone, horizontal: regularWhenLandscape ? .regular : .compact, vertical: .compact, scale: scale))
        }
    }
}

// MARK: - Tablets

extension ViewImageConfig {
    public static let iPadMini = iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        iPadMini(TabletOrientation(orientation))
    }

    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        Tablet.mini.config("iPad mini", orientation)
    }

    public static let iPad9_7 = iPad9_7(.landscape)
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        iPad9_7(TabletOrientation(orientation))
    }

    /// sst's iPad 9.7" is the iPad mini's screen, under its own name.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        Tablet.mini.config("iPad 9.7\"", orientation)
    }

    public static let iPad10_2 = iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        iPad10_2(TabletOrientation(orientation))
    }

    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        Tablet.iPad10_2.config("iPad 10.2\"", orientation)
    }

    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro10_5(TabletOrientation(orientation))
    }

    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        Tablet.pro10_5.config("iPad Pro 10.5\"", orientation)
    }

    public static let iPadPro11 = iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro11(TabletOrientation(orientation))
    }

    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        Tablet.pro11.config("iPad Pro 11\"", orientation)
    }

    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        iPadPro12_9(TabletOrientation(orientation))
    }

    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        Tablet.pro12_9.config("iPad Pro 12.9\"", orientation)
    }
}

extension ViewImageConfig.TabletOrientation {
    /// The whole screen, upright or on its side.
    init(_ orientation: ViewImageConfig.Orientation) {
        self = orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}

/// A tablet's screen and its split-view widths, as sst lists them (split views are not
/// an even share of the screen: a third is 320 or 375 points). A width marked compact
/// has compact-width traits.
struct Tablet {
    typealias Width = (points: CGFloat, compact: Bool)

    var short: CGFloat
    var long: CGFloat
    var safeArea: UIEdgeInsets
    var landscape: (oneThird: Width, oneHalf: Width, twoThirds: Width)
    var portrait: (oneThird: Width, twoThirds: Width)

    static let mini = Tablet(
        short: 768, long: 1024, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscape: ((320, true), (507, true), (694, false)), portrait: ((320, true), (438, true))
    )
    static let iPad10_2 = Tablet(
        short: 810, long: 1080, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscape: ((320, true), (535, true), (750, false)), portrait: ((320, true), (480, true))
    )
    static let pro10_5 = Tablet(
        short: 834, long: 1112, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscape: ((320, true), (551, true), (782, false)), portrait: ((320, true), (504, true))
    )
    static let pro11 = Tablet(
        short: 834, long: 1194, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscape: ((375, true), (592, true), (809, false)), portrait: ((320, true), (504, true))
    )
    static let pro12_9 = Tablet(
        short: 1024, long: 1366, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscape: ((375, true), (678, false), (981, false)), portrait: ((375, true), (639, true))
    )

    func config(_ name: String, _ orientation: ViewImageConfig.TabletOrientation) -> ViewImageConfig {
        let width: Width, height: CGFloat, split: String
        switch orientation {
        case let .landscape(splitView):
            height = short
            (width, split) = switch splitView {
            case .oneThird: (landscape.oneThird, " landscape, one third")
            case .oneHalf: (landscape.oneHalf, " landscape, one half")
            case .twoThirds: (landscape.twoThirds, " landscape, two thirds")
            case .full: ((long, false), " landscape")
            }
        case let .portrait(splitView):
            height = long
            (width, split) = switch splitView {
            case .oneThird: (portrait.oneThird, " portrait, one third")
            case .twoThirds: (portrait.twoThirds, " portrait, two thirds")
            case .full: ((short, false), " portrait")
            }
        }
        return ViewImageConfig(name + split, width.points, height, safeArea: safeArea,
                               traits: .snapshotTraits(idiom: .pad, horizontal: width.compact ? .compact : .regular, vertical: .regular, scale: 2))
    }
}

extension UITraitCollection {
    static func snapshotTraits(
        idiom: UIUserInterfaceIdiom, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, scale: CGFloat
    ) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: idiom),
            UITraitCollection(horizontalSizeClass: horizontal),
            UITraitCollection(verticalSizeClass: vertical),
            UITraitCollection(displayScale: scale),
        ])
    }
}
