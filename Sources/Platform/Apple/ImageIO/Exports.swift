/// ImageIO brings CoreGraphics and CoreFoundation with it, as on Apple platforms
/// (`CGImage`, `CFData`, `CFDictionary`).
@_exported import CoreGraphics
