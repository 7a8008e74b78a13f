// Swift Testing names a cross-import overlay, `_Testing_CoreGraphics`, for files that
// import both Testing and a module called CoreGraphics. The toolchain ships that overlay
// only where Apple's CoreGraphics exists; on Linux the compiler would look for it and
// fail with "no such module '_Testing_CoreGraphics'" in every test file that imports
// Testing and SwiftUI, UIKit or CoreGraphics. This empty module is what it finds
// instead. It adds nothing.
