// Swift Testing names a cross-import overlay, `_Testing_CoreImage`, for files that import
// both Testing and a module called CoreImage, as it does for CoreGraphics and UIKit (see
// `_Testing_CoreGraphics`). On Linux the toolchain ships none, so the compiler would
// fail with "no such module '_Testing_CoreImage'" in a test file that imports CoreImage.
// This empty module is what it finds instead. It adds nothing.
