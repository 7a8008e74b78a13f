// Screen code as the corpus apps write it (ScanNow, BreadBuddy, HackerNews, Zeitgeist),
// changed only where Linux cannot follow: `#selector` and `@objc` need the Objective-C
// runtime, so actions are written `Selector("…")`; and an extension cannot override
// `viewDidLoad()` without `@objc`. The same file is compiled in Swift 5 mode
// (UIKitSwift5Tests) and Swift 6 mode (UIKitTests).
import Foundation
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _: UIApplication,
        didFinishLaunchingWithOptions _: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        return true
    }

    func application(
        _: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options _: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_: UIApplication, didDiscardSceneSessions _: Set<UISceneSession>) {}

    func application(_: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}

    func application(_: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        print(error.localizedDescription)
    }

    func application(_: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        return .noData
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo _: UISceneSession, options _: UIScene.ConnectionOptions) {
        if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = NavigationScannerViewControllerFactory.make(openScanner: true)
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    func sceneDidBecomeActive(_: UIScene) {}
    func sceneWillResignActive(_: UIScene) {}
}

internal protocol StoryboardType {
    static var storyboardName: String { get }
}

internal extension StoryboardType {
    static var storyboard: UIStoryboard {
        return UIStoryboard(name: self.storyboardName, bundle: Bundle.main)
    }
}

internal struct InitialSceneType<T: UIViewController> {
    internal let storyboard: StoryboardType.Type

    internal func instantiate() -> T {
        guard let controller = storyboard.storyboard.instantiateInitialViewController() as? T else {
            fatalError("ViewController is not of the expected class \(T.self).")
        }
        return controller
    }

    internal func instantiate(creator block: @escaping (NSCoder) -> T?) -> T {
        guard let controller = storyboard.storyboard.instantiateInitialViewController(creator: block) else {
            fatalError("Storyboard \(storyboard.storyboardName) does not have an initial scene.")
        }
        return controller
    }
}

internal enum Storyboards {
    internal enum LaunchScreen: StoryboardType {
        internal static let storyboardName = "LaunchScreen"
        internal static let initialScene = InitialSceneType<UIKit.UIViewController>(storyboard: Self.self)
    }
}

extension UIViewController {
    func addChildViewControllerOnFullView(_ childVC: UIViewController) {
        let childView = childVC.view!
        childView.translatesAutoresizingMaskIntoConstraints = false
        childVC.willMove(toParent: self)
        view.addSubview(childView)
        addChild(childVC)
        childVC.didMove(toParent: self)

        NSLayoutConstraint.activate([
            childView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            childView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            childView.topAnchor.constraint(equalTo: view.topAnchor),
            childView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        addChildViewControllerOnFullView(AskForCameraViewController(launchScreenVC: Storyboards.LaunchScreen.initialScene.instantiate()))
    }
}

public final class AskForCameraViewController: UIViewController {
    private let launchScreenVC: UIViewController

    public init(launchScreenVC: UIViewController) {
        self.launchScreenVC = launchScreenVC
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder _: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        addChildViewControllerOnFullView(launchScreenVC)
    }
}

final class ScannedDocumentView: UIView {
    let pdfView = UIView()

    init() {
        super.init(frame: .zero)
        pdfView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(pdfView)
        NSLayoutConstraint.activate([
            pdfView.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor),
            pdfView.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            pdfView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            pdfView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder _: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ScannedDocumentViewController: UIViewController {
    var scannedPdfView: ScannedDocumentView {
        guard let view = view as? ScannedDocumentView else {
            fatalError("View must be a ScannedDocumentView instance")
        }
        return view
    }

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = ScannedDocumentView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let shareItem = UIBarButtonItem(
            image: UIImage(systemName: "square.and.arrow.up"),
            style: .plain,
            target: self,
            action: Selector("shareWithSender:")
        )
        let settingsItem = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction(title: "Settings") { [weak self] _ in
            self?.settings()
        })
        navigationItem.rightBarButtonItems = [shareItem, settingsItem]
        navigationItem.largeTitleDisplayMode = .never
    }

    func share(sender: UIBarButtonItem) {
        let activityVC = UIActivityViewController(activityItems: ["document.pdf"], applicationActivities: nil)
        activityVC.popoverPresentationController?.barButtonItem = sender
        present(activityVC, animated: true, completion: nil)
    }

    func settings() {
        let navigationVC = UINavigationController(rootViewController: UIViewController())
        present(navigationVC, animated: true, completion: nil)
    }
}

public enum NavigationScannerViewControllerFactory {
    public static func make(openScanner: Bool) -> UIViewController {
        let nvc = UINavigationController(rootViewController: WelcomeViewController())
        if openScanner {
            nvc.pushViewController(ScannedDocumentViewController(), animated: false)
        }
        return nvc
    }
}

protocol SystemVersioning {
    var systemName: String { get }
    var systemVersion: String { get }
}

extension UIDevice: SystemVersioning {}

final class AlertInputViewController: UIViewController, UITextFieldDelegate {
    var onSave: (String) -> Void
    var text = ""

    init(onSave: @escaping (String) -> Void) {
        self.onSave = onSave
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presentAlert()
    }

    func presentAlert() {
        let alertController = UIAlertController(title: "Name", message: "Enter a name", preferredStyle: .alert)
        alertController.addTextField { textField in
            textField.text = self.text
            textField.placeholder = "Name"
            textField.delegate = self
        }
        let action = UIAlertAction(title: "Save", style: .default) { _ in
            self.onSave(self.text)
        }
        alertController.addAction(action)
        present(alertController, animated: true, completion: nil)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        var proposedText = textField.text!
        proposedText.replaceSubrange(Range(range, in: textField.text!)!, with: string)
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let newText = textField.text else { fatalError("Unexpected state") }
        text = newText
    }
}

enum KeyboardDismissal {
    @MainActor
    static func dismissKeyboard() {
        UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
    }
}

@MainActor
func configureAppearance() {
    UITableViewCell.appearance().selectionStyle = .none
    UINavigationBar.appearance().backgroundColor = .clear
    UICollectionView.appearance().backgroundColor = .clear
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.titleTextAttributes = [.foregroundColor: UIColor.label, .font: UIFont.preferredFont(forTextStyle: .headline)]
    UINavigationBar.appearance().standardAppearance = appearance
}

extension UINavigationController: UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return viewControllers.count > 1
    }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        return true
    }
}

public extension UIDevice {
    static let modelName: String = {
        var systemInfo = utsname()
        uname(&systemInfo)
        let machineMirror = Mirror(reflecting: systemInfo.machine)
        let identifier = machineMirror.children.reduce("") { identifier, element in
            guard let value = element.value as? Int8, value != 0 else { return identifier }
            return identifier + String(UnicodeScalar(UInt8(value)))
        }
        return identifier
    }()
}

extension UIApplication {
    var currentScene: UIWindowScene? {
        connectedScenes
            .first { $0.activationState == .foregroundActive } as? UIWindowScene
    }
}

final class FormViewController: UIViewController {
    private let field = UITextField()
    private let label = UILabel()
    private let button = UIButton(type: .system)
    private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let haptics = UIImpactFeedbackGenerator(style: .light)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.clearButtonMode = .whileEditing
        field.textContentType = .emailAddress
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 15, weight: .medium)
        field.addTarget(self, action: Selector("textChanged"), for: .editingChanged)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.textAlignment = .center
        button.setTitle("Send", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.haptics.impactOccurred() }, for: .touchUpInside)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard")))
        for subview in [field, label, button, blur] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
            label.topAnchor.constraint(greaterThanOrEqualTo: field.bottomAnchor, constant: 8),
            button.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, multiplier: 0.5),
        ])
        UIView.animate(withDuration: 0.3) {
            self.label.alpha = 0.5
        }
        UIPasteboard.general.string = "copied"
        overrideUserInterfaceStyle = .dark
        modalPresentationStyle = .fullScreen
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
