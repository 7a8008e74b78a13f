import Foundation

/// The kind of components a color space's colors have.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// How a color's components are read. Drawing here works in sRGB's numbers whatever the
/// space says (no color matching: a still text picture shows no gamut), so a space is its
/// name, its model and how many components its colors have.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The system name the space was made with; `CGColorSpaceCreateDevice…` spaces have
    /// none, as on Apple platforms.
    public let name: CFString?
    public let model: CGColorSpaceModel

    package init(name: CFString?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// Nil for a name that is not one of the system's spaces.
    public convenience init?(name: CFString) {
        guard let model = Self.models[name as String] else { return nil }
        self.init(name: name, model: model)
    }

    /// 1 for gray, 3 for RGB, Lab and XYZ, 4 for CMYK: the components before alpha.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome, .indexed, .pattern, .unknown: 1
        case .rgb, .lab, .XYZ: 3
        case .cmyk, .deviceN: 4
        }
    }

    /// Whether the space holds colors past sRGB's (extended, Display P3, BT.2020).
    public var isWideGamutRGB: Bool {
        guard model == .rgb, let name = name as String? else { return false }
        return name.contains("Extended") || name.contains("P3") || name.contains("2020")
    }

    public var description: String { (name as String?) ?? "Device \(model)" }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name as String? == rhs.name as String? && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name as String?)
        hasher.combine(model)
    }

    // MARK: - System names

    nonisolated(unsafe) public static let sRGB: CFString = "kCGColorSpaceSRGB"
    nonisolated(unsafe) public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    nonisolated(unsafe) public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    nonisolated(unsafe) public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    nonisolated(unsafe) public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    nonisolated(unsafe) public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
    nonisolated(unsafe) public static let linearDisplayP3: CFString = "kCGColorSpaceLinearDisplayP3"
    nonisolated(unsafe) public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    nonisolated(unsafe) public static let adobeRGB1998: CFString = "kCGColorSpaceAdobeRGB1998"
    nonisolated(unsafe) public static let itur_709: CFString = "kCGColorSpaceITUR_709"
    nonisolated(unsafe) public static let itur_2020: CFString = "kCGColorSpaceITUR_2020"
    nonisolated(unsafe) public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    nonisolated(unsafe) public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    nonisolated(unsafe) public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    nonisolated(unsafe) public static let extendedLinearGray: CFString = "kCGColorSpaceExtendedLinearGray"
    nonisolated(unsafe) public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"
    nonisolated(unsafe) public static let genericLab: CFString = "kCGColorSpaceGenericLab"
    nonisolated(unsafe) public static let genericXYZ: CFString = "kCGColorSpaceGenericXYZ"

    private static let models: [String: CGColorSpaceModel] = [
        "kCGColorSpaceSRGB": .rgb, "kCGColorSpaceExtendedSRGB": .rgb, "kCGColorSpaceLinearSRGB": .rgb,
        "kCGColorSpaceExtendedLinearSRGB": .rgb, "kCGColorSpaceDisplayP3": .rgb, "kCGColorSpaceExtendedDisplayP3": .rgb,
        "kCGColorSpaceLinearDisplayP3": .rgb, "kCGColorSpaceGenericRGBLinear": .rgb, "kCGColorSpaceAdobeRGB1998": .rgb,
        "kCGColorSpaceITUR_709": .rgb, "kCGColorSpaceITUR_2020": .rgb,
        "kCGColorSpaceGenericGrayGamma2_2": .monochrome, "kCGColorSpaceLinearGray": .monochrome,
        "kCGColorSpaceExtendedGray": .monochrome, "kCGColorSpaceExtendedLinearGray": .monochrome,
        "kCGColorSpaceGenericCMYK": .cmyk, "kCGColorSpaceGenericLab": .lab, "kCGColorSpaceGenericXYZ": .XYZ,
    ]
}

/// The device's RGB space: what bitmap contexts and images are made in when code names none.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: nil, model: .rgb)
}

public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: nil, model: .monochrome)
}

public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace {
    CGColorSpace(name: nil, model: .cmyk)
}

/// Nil for a name that is not one of the system's spaces.
public func CGColorSpaceCreateWithName(_ name: CFString) -> CGColorSpace? {
    CGColorSpace(name: name)
}
