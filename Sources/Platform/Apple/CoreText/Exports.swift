/// CoreText brings CoreGraphics and CoreFoundation with it, as on Apple platforms
/// (`CGFont`, `CGDataProvider`, `CFURL`).
@_exported import CoreGraphics
