import Foundation

extension UIImage {
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    public var isSymbolImage: Bool { name.hasPrefix("systemName:") }
    public var capInsets: UIEdgeInsets { .zero }
    public var configuration: SymbolConfiguration? { symbolConfiguration }

    /// An SF Symbol with a configuration.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name)
        symbolConfiguration = configuration as? SymbolConfiguration
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// An asset image; the traits change nothing here.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, in: bundle)
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle)
        symbolConfiguration = configuration as? SymbolConfiguration
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        variant { $0.renderingMode = renderingMode }
    }

    /// The image in one color, as a template is drawn.
    public func withTintColor(_ color: UIColor) -> UIImage {
        variant { $0.tintColor = color; $0.renderingMode = .alwaysOriginal }
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        variant { $0.tintColor = color; $0.renderingMode = renderingMode }
    }

    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        variant { $0.symbolConfiguration = configuration as? SymbolConfiguration }
    }

    /// Nil unless the image is a symbol, as in UIKit.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return variant { $0.symbolConfiguration = configuration }
    }

    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    public func withHorizontallyFlippedOrientation() -> UIImage { self }

    /// The base of image configurations.
    open class Configuration: NSObject, @unchecked Sendable {
        override init() {
            super.init()
        }
    }

    /// How an SF Symbol is drawn: point size or text style, weight, scale, colors.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified, small, medium, large
        }

        public enum Weight: Int, Sendable {
            case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        public let pointSize: CGFloat?
        public let textStyle: UIFont.TextStyle?
        public let weight: Weight
        public let scale: Scale
        public let colors: [UIColor]
        public let prefersMulticolor: Bool

        init(pointSize: CGFloat? = nil, textStyle: UIFont.TextStyle? = nil, weight: Weight = .unspecified, scale: Scale = .unspecified, colors: [UIColor] = [], multicolor: Bool = false) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
            self.colors = colors
            self.prefersMulticolor = multicolor
            super.init()
        }

        public static let unspecified = SymbolConfiguration()

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, textStyle: nil, weight: weight) }
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) { self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) { self.init(pointSize: nil, textStyle: textStyle, scale: scale) }
        public convenience init(weight: Weight) { self.init(pointSize: nil, textStyle: nil, weight: weight) }
        public convenience init(scale: Scale) { self.init(pointSize: nil, textStyle: nil, scale: scale) }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, textStyle: nil) }
        public convenience init(font: UIFont, scale: Scale) { self.init(pointSize: font.pointSize, textStyle: nil, scale: scale) }
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil, textStyle: nil, colors: [hierarchicalColor]) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, textStyle: nil, colors: paletteColors) }

        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(multicolor: true)
        }

        public static func preferringMonochrome() -> SymbolConfiguration {
            SymbolConfiguration()
        }

        /// The two combined; the other's settings win where it has them.
        public func applying(_ configuration: UIImage.Configuration?) -> SymbolConfiguration {
            guard let other = configuration as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize,
                textStyle: other.textStyle ?? textStyle,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale,
                colors: other.colors.isEmpty ? colors : other.colors,
                multicolor: other.prefersMulticolor || prefersMulticolor
            )
        }
    }
}
