// What `import SwiftUI` brings on iOS: Foundation (with `URLSession`, which lives in
// FoundationNetworking on Linux, and what Linux's lacks), Observation for `@Observable`
// view models, and Core Graphics. UIKit and Combine are the two the core does not
// bring: it compiles beside them rather than after them, and `TextUI` (what screens
// import) brings both, with SwiftUI's UIKit side (`UIHostingController`,
// `Color(uiColor:)`) and its Combine side (`@StateObject`, `onReceive`).
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
@_exported import FoundationAdditions
@_exported import CoreGraphics
@_exported import CoreTransferable
@_exported import UniformTypeIdentifiers
