import Foundation

enum CharacterListViewState {
    case idle
    case loading
    case loaded(CharactersPage)
    case empty
    case emptySearch
    case error(CharactersPageError)
}
