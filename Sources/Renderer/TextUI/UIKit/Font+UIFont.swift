import TextUICore
import UIKit

extension Font {
    /// A UIKit font as SwiftUI takes it (`Font(uiFont)`, through Core Text's bridge on
    /// iOS), named as it was made: a text style's font by the style, a system font by
    /// size and weight, another by name and size.
    public init(_ font: UIFont) {
        let weight = Self.weight(font.fontDescriptor.object(forKey: .traits))
        if let rawStyle = font.fontDescriptor.object(forKey: .textStyle) as? String, let style = Self.textStyle(rawStyle) {
            self.init(base: .style(style), weight: weight == .regular ? nil : weight)
        } else if font.familyName.hasPrefix(".SF") {
            self.init(base: .system(size: Double(font.pointSize)), weight: weight == .regular ? nil : weight)
        } else {
            self.init(base: .custom(font.fontName, size: Double(font.pointSize)))
        }
    }

    private static func textStyle(_ rawValue: String) -> TextStyle? {
        switch UIFont.TextStyle(rawValue: rawValue) {
        case .largeTitle: .largeTitle
        case .title1: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption1: .caption
        case .caption2: .caption2
        default: nil
        }
    }

    /// The nearest of SwiftUI's weights to UIKit's.
    private static func weight(_ traits: Any?) -> Weight {
        let value = ((traits as? [UIFontDescriptor.TraitKey: Any])?[.weight] as? CGFloat) ?? 0
        let weights: [(CGFloat, Weight)] = [
            (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
            (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
        ]
        return weights.min { abs($0.0 - value) < abs($1.0 - value) }!.1
    }
}
