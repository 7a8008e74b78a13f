/// Where alpha sits in a pixel and whether the colors are multiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// The byte order of a pixel's components in memory.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
}

/// How a packed pixel format lays its components out.
public enum CGImagePixelFormatInfo: UInt32, Sendable {
    case mask = 0xF0000
    case packed = 0
    case RGB555 = 0x10000
    case RGB565 = 0x20000
    case RGB101010 = 0x30000
    case RGBCIF10 = 0x40000
}

/// A bitmap's layout: its alpha info in the low bits, its byte order and float flag above.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 0x100)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)
    public static let byteOrder16Host = byteOrder16Little
    public static let byteOrder32Host = byteOrder32Little

    /// The alpha info these bits carry.
    package var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: rawValue & 0x1F) ?? .none }
    package var byteOrderInfo: CGImageByteOrderInfo { CGImageByteOrderInfo(rawValue: rawValue & 0x7000) ?? .orderDefault }
}
