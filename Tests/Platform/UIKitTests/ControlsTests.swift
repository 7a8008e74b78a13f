import Foundation
import Testing
import UIKit

final class FieldDelegate: NSObject, UITextFieldDelegate {
    var events: [String] = []
    var refuseDigits = false

    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("begin") }
    func textFieldDidEndEditing(_ textField: UITextField) { events.append("end") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { events.append("return"); return true }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        !(refuseDigits && string.allSatisfy(\.isNumber) && !string.isEmpty)
    }
}

@Suite("Text fields, alerts, controls")
@MainActor
struct ControlsTests {
    @Test("A text field's delegate is weak")
    func weakDelegate() {
        let field = UITextField()
        var delegate: FieldDelegate? = FieldDelegate()
        field.delegate = delegate
        #expect(field.delegate != nil)
        delegate = nil
        #expect(field.delegate == nil)
    }

    @Test("Editing asks and tells the delegate, as typing does")
    func editing() {
        let field = UITextField()
        let delegate = FieldDelegate()
        delegate.refuseDigits = true
        field.delegate = delegate
        #expect(field.text == "")
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        field.insertText("ab")
        field.insertText("1")
        #expect(field.text == "ab", "the delegate refused the digit")
        field.deleteBackward()
        #expect(field.text == "a")
        field.insertText("\n")
        #expect(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
        #expect(delegate.events == ["begin", "return", "end"])
    }

    @Test("endEditing resigns the first responder inside the view")
    func endEditing() {
        let container = UIView()
        let field = UITextField()
        container.addSubview(field)
        field.becomeFirstResponder()
        #expect(container.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(!UIView().becomeFirstResponder(), "a plain view cannot become first responder")
    }

    @Test("An alert keeps its actions and text fields in order")
    func alert() {
        let alert = UIAlertController(title: "Rename", message: "New name", preferredStyle: .alert)
        #expect(alert.textFields == nil)
        var configured: [String] = []
        alert.addTextField { $0.placeholder = "First"; configured.append("first") }
        alert.addTextField { $0.placeholder = "Second"; configured.append("second") }
        var tapped: String?
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let save = UIAlertAction(title: "Save", style: .default) { tapped = $0.title }
        alert.addAction(cancel)
        alert.addAction(save)
        alert.preferredAction = save
        #expect(configured == ["first", "second"])
        #expect(alert.textFields?.map(\.placeholder) == ["First", "Second"])
        #expect(alert.actions.map(\.title) == ["Cancel", "Save"])
        #expect(alert.preferredAction === save)
        #expect(alert.title == "Rename" && alert.message == "New name" && alert.preferredStyle == .alert)

        let presenter = UIViewController()
        presenter.present(alert, animated: true)
        save.isEnabled = false
        alert._tap(save)
        #expect(tapped == nil, "a disabled action does nothing")
        save.isEnabled = true
        alert._tap(save)
        #expect(tapped == "Save")
        #expect(presenter.presentedViewController == nil)
    }

    @Test("UIActions run on their events; target-action pairs are recorded")
    func controlEvents() {
        let button = UIButton(type: .system)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.addTarget(button, action: Selector("tapped"), for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(taps == 0)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        #expect(button.actions(forTarget: button, forControlEvent: .touchUpInside) == ["tapped"])
        button.setTitle("Send", for: .normal)
        button.isEnabled = false
        #expect(button.title(for: .disabled) == "Send", "a state without a title falls back to normal")
        #expect(button.state == .disabled)
    }

    @Test("A bar button item keeps target and action; a primary action runs")
    func barButtons() {
        let controller = UIViewController()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: controller, action: Selector("edit"))
        #expect(item.action == Selector("edit"))
        #expect(item.target === controller)
        var ran = false
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in ran = true })
        controller.navigationItem.rightBarButtonItems = [add, item]
        #expect(controller.navigationItem.rightBarButtonItem === add)
        controller.navigationItem.leftBarButtonItem = item
        #expect(controller.navigationItem.leftBarButtonItems?.count == 1)
        add._trigger()
        #expect(ran)
    }

    @Test("A text view's container has UIKit's defaults and keeps what makeUIView sets")
    func textViewContainer() {
        // Given
        let textView = UITextView()
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.textContainer.widthTracksTextView)

        // When
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        textView.textContainer.maximumNumberOfLines = 2

        // Then
        #expect(textView.textContainer.lineFragmentPadding == 0)
        #expect(textView.textContainer.maximumNumberOfLines == 2)
        #expect(NSTextContainer(size: CGSize(width: 100, height: 40)).size.width == 100)
    }
}

/// A representable's coordinator, as apps write it: both delegates, calls counted.
final class PickerCoordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var cancelCount = 0
    var pickCount = 0

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { cancelCount += 1 }
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        pickCount += 1
    }
}

/// A search bar's coordinator, as apps write it: the text it was told, calls counted.
final class SearchBarCoordinator: NSObject, UISearchBarDelegate {
    var text = ""
    var changeCount = 0
    var searchCount = 0

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        text = searchText
        changeCount += 1
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searchCount += 1 }
}

@Suite("Search bar")
@MainActor
struct SearchBarTests {
    @Test("A search bar set up in makeUIView keeps its settings; typing and Search reach the delegate")
    func searchBarTellsItsDelegate() {
        // Given
        let coordinator = SearchBarCoordinator()
        let searchBar = UISearchBar(frame: .zero)
        searchBar.delegate = coordinator
        searchBar.placeholder = "Search"
        searchBar.autocapitalizationType = .none
        searchBar.searchBarStyle = .minimal

        // When
        searchBar._type("milk")
        searchBar._search()

        // Then
        #expect(searchBar.text == "milk")
        #expect(searchBar.searchTextField.placeholder == "Search")
        #expect(searchBar.searchTextField.autocapitalizationType == .none)
        #expect(coordinator.text == "milk" && coordinator.changeCount == 1 && coordinator.searchCount == 1)
    }
}

@Suite("Image picker")
@MainActor
struct ImagePickerTests {
    @Test("The picker is set up as an app sets it up; no camera, an empty library; Cancel reaches the delegate")
    func pickerAsADeviceWithoutCamera() {
        // Given
        let coordinator = PickerCoordinator()
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.allowsEditing = true
        picker.delegate = coordinator

        // When
        picker._cancel()

        // Then
        #expect(picker.sourceType == .photoLibrary)
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(coordinator.cancelCount == 1)
        #expect(coordinator.pickCount == 0)
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
    }
}

@Suite("Device, screen, fonts, and the rest")
@MainActor
struct DeviceAndFontTests {
    @Test("The device is an iPhone on iOS")
    func device() {
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)
        #expect(UIScreen.main.bounds.size == CGSize(width: 428, height: 926))
        #expect(UIScreen.main.scale == 3)
    }

    @Test("System fonts have their size and weight")
    func fonts() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        let traits = headline.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        #expect(traits?[.weight] as? CGFloat == UIFont.Weight.semibold.rawValue)
        let bold = UIFont.boldSystemFont(ofSize: 20)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(!UIFont.systemFont(ofSize: 20, weight: .light).fontDescriptor.symbolicTraits.contains(.traitBold))
        let bigger = UIFont.systemFont(ofSize: 12, weight: .medium).withSize(30)
        #expect(bigger.pointSize == 30)
        #expect(bigger.fontName == ".SFUI-Medium")
        #expect(UIFont.Weight.bold > UIFont.Weight.regular)
    }

    @Test("The pasteboard gives back what was copied")
    func pasteboard() {
        let board = UIPasteboard.withUniqueName()
        #expect(!board.hasStrings)
        board.string = "copied"
        #expect(board.string == "copied")
        #expect(board.hasStrings)
        board.url = URL(string: "https://example.com")
        #expect(board.string == nil, "writing replaces what was there")
    }

    @Test("Colors give back their components; images keep their variants")
    func colorsAndImages() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 0.2 && green == 0.4 && blue == 0.6 && alpha == 0.5)
        #expect(!UIColor.label.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        let symbol = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .bold))
        #expect(symbol?.symbolConfiguration?.pointSize == 24)
        let template = symbol?.withRenderingMode(.alwaysTemplate)
        #expect(template?.renderingMode == .alwaysTemplate)
        #expect(template?.description == "systemName:star")
        #expect(symbol?.renderingMode == .automatic, "variants are copies")
    }

    @Test("Feedback generators count what they were asked for")
    func haptics() {
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(impact._occurrences == 1)
        #expect(impact.style == .rigid)
    }

    @Test("Selector is a name; #selector needs the Objective-C runtime")
    func selector() {
        let action: Selector = "resignFirstResponder"
        #expect(action == Selector("resignFirstResponder"))
        #expect(NSStringFromSelector(action) == "resignFirstResponder")
    }
}

@Suite("App and scene delegates")
@MainActor
struct AppLifecycleTests {
    @Test("The corpus's app delegate answers with a configuration for the session's role")
    func appDelegate() {
        let delegate = AppDelegate()
        let session = UISceneSession()
        let configuration = delegate.application(UIApplication.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        #expect(configuration.name == "Default Configuration")
        #expect(configuration.role == .windowApplication)
        #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        #expect(delegate.application(UIApplication.shared, willFinishLaunchingWithOptions: nil), "optional methods default to true")
    }

    @Test("The corpus's scene delegate makes a key window with the navigation stack")
    func sceneDelegate() throws {
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
        let delegate = SceneDelegate()
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene)
        #expect(scene.keyWindow === window)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.topViewController is ScannedDocumentViewController)
        let welcome = try #require(navigation.viewControllers.first)
        #expect(!welcome.isViewLoaded, "a controller under the top is not shown, so not loaded")
        welcome.loadViewIfNeeded()
        #expect(welcome.children.first is AskForCameraViewController)
        #expect(navigation.topViewController?.navigationItem.rightBarButtonItems?.count == 2)

        UIApplication.shared._connect(scene)
        scene.activationState = .foregroundActive
        #expect(UIApplication.shared.currentScene === scene)
        #expect(UIApplication.shared.keyWindow === window)
        UIApplication.shared._disconnect(scene)
    }

    @Test("An alert input screen presents its alert when it appears")
    func alertInput() throws {
        var saved: String?
        let screen = AlertInputViewController { saved = $0 }
        screen.text = "Rye"
        UIViewController().present(screen, animated: false)
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        #expect(alert.textFields?.first?.text == "Rye")
        #expect(alert.textFields?.first?.delegate === screen)
        alert._tap(alert.actions[0])
        #expect(saved == "Rye")
    }

    @Test("The form screen sets up its controls and constraints")
    func form() {
        let form = FormViewController()
        form.loadViewIfNeeded()
        #expect(form.view.subviews.count == 4)
        // Four relate to the root view, held there; the field's height is its own.
        #expect(form.view.constraints.count == 4)
        #expect(form.traitCollection.userInterfaceStyle == .dark)
        #expect(UIPasteboard.general.string == "copied")
    }
}
