import SwiftUI
@_spi(TextUI) import TextUI

#if DEBUG
/// The character feature's previews, for `swift run example-previews`.
@_spi(TextUI) public enum CharacterPreviews {
    public static var all: [PreviewGroup] {
        [CharacterListViewPreviews.group, CharacterFilterViewPreviews.group, CharacterDetailViewPreviews.group]
    }
}
#endif
