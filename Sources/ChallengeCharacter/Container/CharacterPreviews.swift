import TextUI

#if DEBUG
/// The character feature's previews, for `swift run snapshots render`.
public enum CharacterPreviews {
    public static var all: [PreviewGroup] {
        [CharacterListViewPreviews.group, CharacterDetailViewPreviews.group]
    }
}
#endif
