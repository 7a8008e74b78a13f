// `import SwiftUI` for Linux. A team's files say `import SwiftUI` and compile here
// unchanged: the views and the renderer live in TextUI, which brings what the import
// brings on iOS (Foundation, Observation, the UIKit types screen code touches). This
// module only gives that import its name.
@_exported import TextUI
