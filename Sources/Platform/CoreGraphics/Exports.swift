// `import CoreGraphics` on iOS brings `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, which
// Foundation declares on Linux; this module adds what Foundation lacks here.
@_exported import Foundation
