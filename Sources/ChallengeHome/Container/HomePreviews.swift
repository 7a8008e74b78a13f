import SwiftUI

#if DEBUG
/// The home feature's previews, for `swift run snapshots render`.
public enum HomePreviews {
    public static var all: [PreviewGroup] {
        [HomeViewPreviews.group]
    }
}
#endif
