import SwiftUI

#if DEBUG
/// The notes feature's previews, for `swift run example-previews`.
public enum NotesPreviews {
    public static var all: [PreviewGroup] {
        [NoteListViewPreviews.group]
    }
}
#endif
