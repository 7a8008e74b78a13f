import SwiftUI

#if DEBUG
/// The home feature's previews, for `swift run example-previews`.
public enum HomePreviews {
    public static var all: [PreviewGroup] {
        [HomeViewPreviews.group]
    }
}
#endif
