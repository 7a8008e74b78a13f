// `import TextUI`: the view layer under its own name, with what `import SwiftUI` brings
// on iOS, UIKit included, and SwiftUI's UIKit side (`UIKit/`: `UIHostingController`, the
// representables, `Color(uiColor:)`, `Image(uiImage:)`). The views themselves live in
// `TextUICore`, which knows no UIKit: in a team's cold build the two compile side by
// side, and this module, a few files, waits for both.
@_exported import TextUICore
@_exported import UIKit
