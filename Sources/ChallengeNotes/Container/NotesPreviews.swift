import SwiftUI
@_spi(TextUI) import TextUI

#if DEBUG
/// The notes feature's previews, for `swift run example-previews`.
@_spi(TextUI) public enum NotesPreviews {
    public static var all: [PreviewGroup] {
        [NoteListViewPreviews.group]
    }
}
#endif
