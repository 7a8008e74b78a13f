import Foundation

/// The search a hosting controller puts in its navigation item
/// (`navigationItem.searchController`). No one types here: the bar keeps what code sets,
/// and `isActive` set by code tells the updater, as activating the search does.
@MainActor @preconcurrency
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar(frame: .zero)
    public let searchResultsController: UIViewController?
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    open var automaticallyShowsScopeBar = true
    open var showsSearchResultsController = false
    /// Suggestions under the field (iOS 16), kept for tests to read.
    open var searchSuggestions: [any UISearchSuggestion]?
    open var scopeBarActivation: ScopeBarActivation = .automatic
    open var ignoresSearchSuggestionsForSearchBarPlacementStacked = false

    /// Whether the search is showing; setting it tells the delegate and the updater.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                searchResultsUpdater?.updateSearchResults(for: self)
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                delegate?.didDismissSearchController(self)
            }
        }
    }

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public override init?<Coder: NSCoder>(coder: Coder) {
        searchResultsController = nil
        super.init(coder: coder)
    }

    /// When the scope bar shows (iOS 16).
    public enum ScopeBarActivation: Int, Sendable {
        case automatic = 0
        case manual = 1
        case onTextEntry = 2
        case onSearchActivation = 3
    }
}

/// Told when the search text or scope changes.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: NSObjectProtocol {
    func updateSearchResults(for searchController: UISearchController)
}

/// Told as the search shows and hides. Every method is optional, as in UIKit.
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: NSObjectProtocol {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {}
}

/// A suggestion under the search field (iOS 16).
@MainActor @preconcurrency
public protocol UISearchSuggestion: NSObjectProtocol {
    var localizedSuggestion: String? { get }
}

/// A suggestion made of a string and an image.
@MainActor @preconcurrency
open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
    open private(set) var localizedSuggestion: String?
    open private(set) var localizedDescription: String?
    open private(set) var iconImage: UIImage?
    open var representedObject: Any?

    public init(localizedSuggestion suggestion: String, localizedDescription description: String? = nil, iconImage: UIImage? = nil) {
        localizedSuggestion = suggestion
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }
}
