// Swift Testing names a cross-import overlay, `_Testing_UIKit`, for files that import
// both Testing and a module called UIKit. The toolchain ships that overlay only where
// Apple's UIKit exists; on Linux the compiler would look for it and fail with "no such
// module '_Testing_UIKit'" in every test file that says `import Testing` and
// `import SwiftUI`. This empty module is what it finds instead. It adds nothing.
