import Foundation

/// UIKit's font, for Linux. There are no font files: a font is a size, a weight, and
/// the name or text style it was made from, which is what a text render and tests
/// can use. Metrics are San Francisco's proportions, approximately.
open class UIFont: NSObject, @unchecked Sendable {
    /// The weight, from -1 (thinnest) to 1, as UIKit numbers them.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        var suffix: String {
            switch self {
            case .ultraLight: "Ultralight"
            case .thin: "Thin"
            case .light: "Light"
            case .medium: "Medium"
            case .semibold: "Semibold"
            case .bold: "Bold"
            case .heavy: "Heavy"
            case .black: "Black"
            default: "Regular"
            }
        }
    }

    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// The Dynamic Type styles, with their sizes at the default (Large) content size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Size and weight at the Large content size, as Apple's tables give them.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .extraLargeTitle: (36, .bold)
            case .extraLargeTitle2: (28, .bold)
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    public let pointSize: CGFloat
    public let fontName: String
    public let familyName: String
    public let fontDescriptor: UIFontDescriptor
    /// The weight the font was made with.
    package let weight: Weight

    init(name: String, family: String, size: CGFloat, weight: Weight, traits: UIFontDescriptor.SymbolicTraits = [], textStyle: TextStyle? = nil, design: UIFontDescriptor.SystemDesign = .default) {
        self.fontName = name
        self.familyName = family
        self.pointSize = size
        self.weight = weight
        var traits = traits
        if weight >= .bold { traits.insert(.traitBold) }
        self.fontDescriptor = UIFontDescriptor(name: name, size: size, weight: weight, symbolicTraits: traits, textStyle: textStyle, design: design)
        super.init()
    }

    /// A font by name. With no font files here it never fails: the font keeps the name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, family: fontName.split(separator: "-").first.map(String.init) ?? fontName, size: fontSize, weight: .regular)
    }

    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        self.init(name: descriptor.postscriptName, family: descriptor.familyName, size: size, weight: descriptor.weight,
                  traits: descriptor.symbolicTraits, textStyle: descriptor.textStyle, design: descriptor.design)
    }

    private static func system(size: CGFloat, weight: Weight, traits: UIFontDescriptor.SymbolicTraits = [], textStyle: TextStyle? = nil, design: UIFontDescriptor.SystemDesign = .default) -> UIFont {
        let family = design == .monospaced || traits.contains(.traitMonoSpace) ? ".SF Mono" : ".SF UI Text"
        let name = family == ".SF Mono" ? ".SFMono-\(weight.suffix)" : ".SFUI-\(weight.suffix)"
        return UIFont(name: name, family: family, size: size, weight: weight, traits: traits, textStyle: textStyle, design: design)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(size: fontSize, weight: weight)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        system(size: fontSize, weight: weight)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .bold)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(size: fontSize, weight: .regular, traits: .traitItalic)
    }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(size: fontSize, weight: weight, traits: .traitMonoSpace, design: .monospaced)
    }

    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(size: fontSize, weight: weight)
    }

    /// The text style's font at the default content size: body is 17 pt regular,
    /// headline 17 pt semibold, and so on.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.metrics
        return system(size: metrics.size, weight: metrics.weight, textStyle: style)
    }

    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    public static var systemFontSize: CGFloat { 14 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    open class var familyNames: [String] { [".SF UI Text"] }

    open class func fontNames(forFamilyName familyName: String) -> [String] { [] }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(descriptor: fontDescriptor, size: fontSize)
    }

    open var ascender: CGFloat { (pointSize * 0.953).rounded(toPlaces: 3) }
    open var descender: CGFloat { -(pointSize * 0.238).rounded(toPlaces: 3) }
    open var capHeight: CGFloat { (pointSize * 0.705).rounded(toPlaces: 3) }
    open var xHeight: CGFloat { (pointSize * 0.527).rounded(toPlaces: 3) }
    open var leading: CGFloat { 0 }
    open var lineHeight: CGFloat { ascender - descender }

    open override var description: String {
        "\(fontName) \(pointSize) pt"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}

extension CGFloat {
    fileprivate func rounded(toPlaces places: Int) -> CGFloat {
        let factor = CGFloat(pow(10, Double(places)))
        return (self * factor).rounded() / factor
    }
}

/// Scales a font for the user's content size; a render uses the default size, so the
/// font is returned as is.
@MainActor @preconcurrency
open class UIFontMetrics: NSObject {
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}

/// What describes a font: name, size, traits, weight, design.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
        public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
    }

    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        public static let weight = TraitKey("NSCTFontWeightTrait")
        public static let width = TraitKey("NSCTFontProportionTrait")
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
    }

    public let postscriptName: String
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits
    let familyName: String
    let weight: UIFont.Weight
    let textStyle: UIFont.TextStyle?
    let design: SystemDesign

    init(name: String, size: CGFloat, weight: UIFont.Weight, symbolicTraits: SymbolicTraits, textStyle: UIFont.TextStyle?, design: SystemDesign, family: String? = nil) {
        self.postscriptName = name
        self.pointSize = size
        self.weight = weight
        self.symbolicTraits = symbolicTraits
        self.textStyle = textStyle
        self.design = design
        self.familyName = family ?? name
        super.init()
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(name: fontName, size: size, weight: .regular, symbolicTraits: [], textStyle: nil, design: .default)
    }

    public override convenience init() {
        self.init(name: ".SFUI-Regular", size: 0)
    }

    /// The attributes, as UIKit gives them: name, size, and traits with the weight.
    open var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [
            .name: postscriptName,
            .size: pointSize,
            .traits: [TraitKey.weight: weight.rawValue, TraitKey.symbolic: symbolicTraits.rawValue],
        ]
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        return attributes
    }

    open func object(forKey anAttribute: AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: UIFont.Weight = symbolicTraits.contains(.traitBold) ? max(self.weight, .bold) : self.weight
        return UIFontDescriptor(name: postscriptName, size: pointSize, weight: weight, symbolicTraits: symbolicTraits, textStyle: textStyle, design: design, family: familyName)
    }

    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(name: postscriptName, size: pointSize, weight: weight, symbolicTraits: symbolicTraits, textStyle: textStyle, design: design, family: familyName)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(name: postscriptName, size: newPointSize, weight: weight, symbolicTraits: symbolicTraits, textStyle: textStyle, design: design, family: familyName)
    }

    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var weight = self.weight
        if let traits = attributes[.traits] as? [TraitKey: Any], let value = traits[.weight] as? CGFloat {
            weight = UIFont.Weight(value)
        }
        let size = attributes[.size] as? CGFloat ?? pointSize
        return UIFontDescriptor(name: postscriptName, size: size, weight: weight, symbolicTraits: symbolicTraits, textStyle: textStyle, design: design, family: familyName)
    }
}
