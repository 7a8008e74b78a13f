import Foundation
import UIKit

/// An in-app browser. Linux has no Safari: the controller keeps its URL and settings
/// and shows an empty view (hosted in SwiftUI, the package draws a placeholder).
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
    /// Settings chosen when the controller is made.
    @MainActor @preconcurrency
    open class Configuration: NSObject {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public override init() { super.init() }
    }

    /// The style of the Done button.
    public enum DismissButtonStyle: Int, Sendable {
        case done = 0
        case close = 1
        case cancel = 2
    }

    /// The URL the controller was made with.
    public let url: URL
    public let configuration: SFSafariViewController.Configuration
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: SFSafariViewController.DismissButtonStyle = .done

    public init(url URL: URL, configuration: SFSafariViewController.Configuration) {
        self.url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: SFSafariViewController.Configuration())
    }

    @available(*, deprecated, message: "Use init(url:configuration:)")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not available")
    }
}

/// The delegate's methods are optional, as in Objective-C: each has an empty default.
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
}
