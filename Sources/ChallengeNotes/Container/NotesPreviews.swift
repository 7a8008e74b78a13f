import SwiftUI

#if DEBUG
/// The notes feature's previews, for `swift run snapshots render`.
public enum NotesPreviews {
    public static var all: [PreviewGroup] {
        [NoteListViewPreviews.group]
    }
}
#endif
