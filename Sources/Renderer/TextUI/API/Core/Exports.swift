// What `import SwiftUI` brings on iOS, brought by TextUI too, so a screen compiles
// whichever of the two it imports: Foundation (with `URLSession`, which lives in
// FoundationNetworking on Linux), Observation for `@Observable` view models, and the
// UIKit types SwiftUI code touches (`UIImage`, `UIColor`).
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
@_exported import UIKit
@_exported import CoreGraphics
@_exported import Combine
@_exported import CoreTransferable
@_exported import UniformTypeIdentifiers
