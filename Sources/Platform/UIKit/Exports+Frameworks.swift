// `import UIKit` on iOS brings Core Image and Image I/O too (UIKit's headers import
// them), so code that imports only UIKit names `CIFilter`, `CGImageSource` and
// `CGImagePropertyOrientation`.
@_exported import CoreImage
@_exported import ImageIO
