import SwiftUI
@_spi(TextUI) import TextUI

#if DEBUG
/// The home feature's previews, for `swift run example-previews`.
@_spi(TextUI) public enum HomePreviews {
    public static var all: [PreviewGroup] {
        [HomeViewPreviews.group]
    }
}
#endif
