// `import SwiftUI` for Linux. A team's files say `import SwiftUI` and compile here
// unchanged: the views live in TextUI, which brings what the import brings on iOS
// (Foundation, Observation, Combine, Core Graphics), and UIKit comes with them, as it
// does on iOS. What TextUI has beyond SwiftUI is not brought: it is `@_spi(TextUI)`,
// underscored, or in modules of its own (`DesignTokens`, `RenderContext`), so code that
// compiles here compiles on iOS.
//
// SwiftUI's UIKit side (`UIKit/`: `UIHostingController`, the representables,
// `Color(uiColor:)`, `Image(uiImage:)`) lives here rather than in TextUI: the view layer
// then compiles beside UIKit instead of after it, which is most of a team's first build.
@_exported import TextUI
@_exported import UIKit
