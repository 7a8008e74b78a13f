// `import UIKit` on iOS brings Foundation; code that imports only UIKit uses `URL` and
// `CGFloat` without importing Foundation itself.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import DeveloperToolsSupport
