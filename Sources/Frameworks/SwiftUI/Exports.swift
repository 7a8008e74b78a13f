// `import SwiftUI` for Linux. A team's files say `import SwiftUI` and compile here
// unchanged: the views live in TextUI, which brings what the import brings on iOS
// (Foundation, Observation, UIKit, Combine, CoreGraphics). What TextUI has beyond
// SwiftUI is not brought: it is `@_spi(TextUI)`, underscored, or in modules of its own
// (`DesignTokens`, `RenderContext`), so code that compiles here compiles on iOS.
@_exported import TextUI
