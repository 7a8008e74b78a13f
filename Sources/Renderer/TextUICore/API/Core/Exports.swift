// What `import SwiftUI` brings on iOS: Foundation (with `URLSession`, which lives in
// FoundationNetworking on Linux, and what Linux's lacks), Observation for `@Observable`
// view models, Combine and Core Graphics. UIKit is the one the core does not bring: it
// compiles beside UIKit rather than after it, and `TextUI` (what screens import) brings
// UIKit and SwiftUI's UIKit side (`UIHostingController`, `Color(uiColor:)`).
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
@_exported import FoundationAdditions
@_exported import CoreGraphics
@_exported import Combine
@_exported import CoreTransferable
@_exported import UniformTypeIdentifiers
