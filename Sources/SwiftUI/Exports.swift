// `import SwiftUI` for Linux. On iOS that import brings Foundation, Observation and the
// UIKit types screen code touches (`UIImage`, `UIColor`); a team's files say
// `import SwiftUI` and compile here unchanged. The views and the renderer live in
// TextUI; this module only gathers what the import brings.
@_exported import Foundation
#if canImport(FoundationNetworking)
// `URLSession` and `URLRequest` live here on Linux; on iOS, in Foundation.
@_exported import FoundationNetworking
#endif
@_exported import Observation
@_exported import TextUI
@_exported import UIKit
