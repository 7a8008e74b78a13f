public import UIKit

// The trait collections sst names after its devices, for `traits:` arguments
// (`.image(on: .iPhoneX, traits: .iPhoneX(.landscape))`): a phone idiom, its size
// classes for the orientation and sst's medium text size. sst also sets force touch and
// a left-to-right layout, which change nothing in a render and which this UIKit does not
// hold. A `ViewImageConfig`'s own traits leave the text size to the render's default.

extension UITraitCollection {
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWhenLandscape: false)
    }

    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWhenLandscape: false)
    }

    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWhenLandscape: true)
    }

    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWhenLandscape: false)
    }

    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWhenLandscape: true)
    }

    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWhenLandscape: true)
    }

    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWhenLandscape: false)
    }

    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWhenLandscape: true)
    }

    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWhenLandscape: false)
    }

    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, regularWhenLandscape: true)
    }

    // Every iPad has the same traits: regular, and compact-width in a narrow split view.
    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView

    private static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular),
        UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact),
        UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    /// Compact-width upright; on its side compact-height, and regular-width for the
    /// large phones.
    private static func phone(_ orientation: ViewImageConfig.Orientation, regularWhenLandscape: Bool) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: orientation == .landscape && regularWhenLandscape ? .regular : .compact),
            UITraitCollection(verticalSizeClass: orientation == .landscape ? .compact : .regular),
        ])
    }
}
