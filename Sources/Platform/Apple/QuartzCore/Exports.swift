// QuartzCore brings CoreGraphics with it, as on Apple platforms (`CGColor`, `CGPath`).
@_exported import CoreGraphics
