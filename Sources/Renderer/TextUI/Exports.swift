// `import TextUI`: the view layer under its own name, with what `import SwiftUI` brings
// on iOS, UIKit and Combine included, and SwiftUI's sides of the two (`UIKit/`:
// `UIHostingController`, the representables, `Color(uiColor:)`, `Image(uiImage:)`;
// `Combine/`: `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `onReceive`).
// The views themselves live in `TextUICore`, which knows neither: in a team's cold build
// it compiles beside them, and this module, a few files, waits for all three.
@_exported import TextUICore
@_exported import UIKit
@_exported import Combine
