import SwiftUI

#if DEBUG
/// The character feature's previews, for `swift run example-previews`.
public enum CharacterPreviews {
    public static var all: [PreviewGroup] {
        [CharacterListViewPreviews.group, CharacterFilterViewPreviews.group, CharacterDetailViewPreviews.group]
    }
}
#endif
