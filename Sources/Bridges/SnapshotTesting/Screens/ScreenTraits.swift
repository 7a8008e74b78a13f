import UIKit
import TextUI

/// The traits a snapshot is made for, as the render's environment and header see them.
struct ScreenTraits: Sendable {
    var colorScheme: ColorScheme
    var horizontalSizeClass: UserInterfaceSizeClass?
    var verticalSizeClass: UserInterfaceSizeClass?
    var dynamicTypeSize: DynamicTypeSize?

    /// The collections combined, later ones winning where they say something.
    init(_ collections: [UITraitCollection]) {
        let traits = UITraitCollection(traitsFrom: collections)
        colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        horizontalSizeClass = Self.sizeClass(traits.horizontalSizeClass)
        verticalSizeClass = Self.sizeClass(traits.verticalSizeClass)
        dynamicTypeSize = Self.typeSize(traits.preferredContentSizeCategory)
    }

    func apply(to environment: inout EnvironmentValues) {
        environment.colorScheme = colorScheme
        if let horizontalSizeClass { environment.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { environment.verticalSizeClass = verticalSizeClass }
        if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
    }

    /// What the header says besides the scheme: `compact width, regular height`, and a
    /// text size when one was asked for.
    var headerDetails: [String] {
        var details: [String] = []
        switch (horizontalSizeClass, verticalSizeClass) {
        case let (horizontal?, vertical?): details.append("\(Self.name(horizontal)) width, \(Self.name(vertical)) height")
        case let (horizontal?, nil): details.append("\(Self.name(horizontal)) width")
        case let (nil, vertical?): details.append("\(Self.name(vertical)) height")
        case (nil, nil): break
        }
        if let dynamicTypeSize { details.append("text size \(dynamicTypeSize)") }
        return details
    }

    private static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> UserInterfaceSizeClass? {
        switch sizeClass {
        case .compact: .compact
        case .regular: .regular
        case .unspecified: nil
        }
    }

    private static func name(_ sizeClass: UserInterfaceSizeClass) -> String {
        sizeClass == .compact ? "compact" : "regular"
    }

    private static func typeSize(_ category: UIContentSizeCategory) -> DynamicTypeSize? {
        let sizes: [UIContentSizeCategory: DynamicTypeSize] = [
            .extraSmall: .xSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .xLarge,
            .extraExtraLarge: .xxLarge, .extraExtraExtraLarge: .xxxLarge,
            .accessibilityMedium: .accessibility1, .accessibilityLarge: .accessibility2,
            .accessibilityExtraLarge: .accessibility3, .accessibilityExtraExtraLarge: .accessibility4,
            .accessibilityExtraExtraExtraLarge: .accessibility5,
        ]
        return sizes[category]
    }
}
