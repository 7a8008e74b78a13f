// CoreImage brings CoreGraphics and ImageIO with it, as on Apple platforms (`CGImage`,
// `CGRect`, `CGImagePropertyOrientation`).
@_exported import CoreGraphics
@_exported import ImageIO
