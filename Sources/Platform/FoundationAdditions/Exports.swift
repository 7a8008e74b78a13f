#if canImport(FoundationNetworking)
// iOS's Foundation holds URL loading (`URLSession`, `URLRequest`, `URLCredential`); on
// Linux it is FoundationNetworking. What `import UIKit` and `import SwiftUI` bring of
// Foundation includes it, as on iOS.
@_exported import FoundationNetworking
#endif
