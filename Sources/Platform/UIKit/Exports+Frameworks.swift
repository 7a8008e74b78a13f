// `import UIKit` on iOS brings Core Image, Image I/O and QuartzCore too (UIKit's headers
// import them), so code that imports only UIKit names `CIFilter`, `CGImageSource`,
// `CGImagePropertyOrientation` and `CALayer`.
@_exported import CoreImage
@_exported import ImageIO
@_exported import QuartzCore
