import Foundation

/// A search field with its bar, as apps wrap it in a `UIViewRepresentable`. No keyboard
/// types into it here: code sets `text`, and a test types with `_type(_:)`, which tells
/// the delegate the text changed, as typing does on a device.
@MainActor @preconcurrency
open class UISearchBar: UIView {
    public enum Style: UInt, Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }

    /// Empty, never nil, until code sets nil, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    open var prompt: String?
    open weak var delegate: (any UISearchBarDelegate)?
    open var searchBarStyle: Style = .default
    open var barStyle: UIBarStyle = .default
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var backgroundImage: UIImage?

    /// The field inside the bar.
    public let searchTextField = UISearchTextField(frame: .zero)

    // UITextInputTraits, kept on the field as UIKit does.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }

    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }

    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Types `text` in place of what the bar holds, as a person would: the delegate is
    /// asked, then told. Not UIKit API: how a test types.
    public func _type(_ newText: String) {
        let current = text ?? ""
        let range = NSRange(location: 0, length: current.utf16.count)
        guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: newText) ?? true else { return }
        text = newText
        delegate?.searchBar(self, textDidChange: newText)
    }

    /// Taps the keyboard's Search button. Not UIKit API: how a test searches.
    public func _search() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// Taps Cancel. Not UIKit API: how a test cancels.
    public func _cancel() {
        delegate?.searchBarCancelButtonClicked(self)
    }
}

/// The text field a search bar holds.
@MainActor @preconcurrency
open class UISearchTextField: UITextField {}

/// What a search bar asks and tells its delegate. Every method is optional, as in
/// UIKit: the defaults allow everything and do nothing.
@MainActor @preconcurrency
public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
