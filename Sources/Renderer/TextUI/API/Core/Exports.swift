// What `import SwiftUI` brings on iOS, brought by TextUI too, so a screen compiles
// whichever of the two it imports: Foundation (with `URLSession`, which lives in
// FoundationNetworking on Linux, and what Linux's lacks), Observation for `@Observable`
// view models, Combine and Core Graphics. UIKit is the one it does not bring: the view
// layer compiles beside UIKit rather than after it, and SwiftUI's UIKit side
// (`UIHostingController`, `Color(uiColor:)`, `UIViewRepresentable`) lives in the
// `SwiftUI` module, which brings both.
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
