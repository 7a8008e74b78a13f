import Foundation

/// A storyboard. Linux has no compiled storyboards and no runtime to make a class
/// from its name, so a storyboard here gives plain `UIViewController`s: the initial
/// controller and any identifier's controller are empty controllers, which code that
/// shows a launch screen or a placeholder scene can use. A `creator` closure, when
/// given, makes the controller instead, as in UIKit.
@MainActor @preconcurrency
open class UIStoryboard: NSObject {
    public let name: String
    public let bundle: Bundle?

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        self.bundle = storyboardBundleOrNil
        super.init()
    }

    private func made(_ controller: UIViewController) -> UIViewController {
        controller.storyboard = self
        return controller
    }

    /// An empty controller standing for the storyboard's initial scene.
    open func instantiateInitialViewController() -> UIViewController? {
        made(UIViewController())
    }

    /// The creator's controller; nil when it makes none.
    open func instantiateInitialViewController<ViewController: UIViewController>(creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let block else { return instantiateInitialViewController() as? ViewController }
        let controller = block(NSCoder())
        controller?.storyboard = self
        return controller
    }

    /// An empty controller standing for the scene of that identifier.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let controller = made(UIViewController())
        controller.restorationIdentifier = identifier
        return controller
    }

    /// The creator's controller. Without a creator, or when it makes none, only a plain
    /// `UIViewController` can be made here.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        if let controller = block?(NSCoder()) {
            controller.storyboard = self
            return controller
        }
        guard let controller = instantiateViewController(withIdentifier: identifier) as? ViewController else {
            fatalError("Storyboard \(name): a \(ViewController.self) for '\(identifier)' cannot be made on Linux without a creator")
        }
        return controller
    }
}

/// A transition between storyboard scenes; none is performed here.
@MainActor @preconcurrency
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    open func perform() {}
}
