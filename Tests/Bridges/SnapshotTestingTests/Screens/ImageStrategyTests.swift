import SnapshotTesting
import SwiftUI
import Testing
import UIKit

/// sst's image strategies, as a team's tests call them. Each writes the screen's text
/// render beside this file, where sst would write a PNG; the references are committed.
@MainActor
@Suite(.snapshots(record: .missing))
struct ImageStrategyTests {
    @Test func hostingControllerOnIPhone13Mini() {
        let controller = UIHostingController(rootView: NavigationStack { SampleSettingsView() })
        assertSnapshot(of: controller, as: .image(on: .iPhone13Mini))
    }

    @Test func overrideUserInterfaceStyleDark() {
        let controller = UIHostingController(rootView: NavigationStack { SampleSettingsView() })
        controller.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: controller, as: .image(on: .iPhoneSe))
    }

    @Test func traitsDarkWithPrecision() {
        let controller: UIViewController = UIHostingController(rootView: SampleSettingsView())
        assertSnapshot(
            of: controller,
            as: .image(on: .iPhone13, perceptualPrecision: 0.98, traits: UITraitCollection(userInterfaceStyle: .dark)),
            named: "dark"
        )
    }

    @Test func navigationControllerShowsTheTitle() {
        let settings = UIHostingController(rootView: SampleRow())
        // A bar button set up first makes the navigation item before the title exists.
        settings.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        settings.title = "Favourites"
        let navigation = UINavigationController(rootViewController: settings)
        assertSnapshot(of: navigation, as: .image(on: .iPhoneSe))
    }

    @Test func childHostingController() {
        assertSnapshot(of: SampleContainerViewController(), as: .image(on: .iPhoneSe))
    }

    @Test func controllerWithoutSwiftUI() {
        assertSnapshot(of: SampleCameraViewController(), as: .image(on: .iPhoneSe))
    }

    @Test func swiftUIFixedLayout() {
        assertSnapshot(of: Form { SampleRow() }, as: .image(layout: .fixed(width: 375, height: 90)))
    }

    @Test func swiftUISizeThatFits() {
        assertSnapshot(of: SampleRow(), as: .image)
    }

    @Test func swiftUIDeviceLayoutLandscapeWithTextSize() {
        assertSnapshot(
            of: SampleRow(),
            as: .image(layout: .device(config: .iPhone13ProMax(.landscape)), traits: .init(preferredContentSizeCategory: .accessibilityLarge))
        )
    }

    @Test func preferredColorSchemeInTheView() {
        assertSnapshot(of: SampleSettingsView().preferredColorScheme(.dark), as: .image(layout: .device(config: .iPhone13Mini)))
    }

    @Test func viewOfAHostingController() {
        let controller = UIHostingController(rootView: SampleRow())
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 64)
        assertSnapshot(of: controller.view, as: .image)
    }

    @Test func recursiveDescription() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = UILabel(frame: CGRect(x: 16, y: 20, width: 288, height: 24))
        label.accessibilityIdentifier = "title"
        view.addSubview(label)
        assertSnapshot(of: view, as: .recursiveDescription)
        assertSnapshot(of: SampleContainerViewController(), as: .hierarchy)
    }

    @Test func helperTakesStrategiesAsValues() {
        // As teams write device matrices: `Snapshotting<UIViewController, UIImage>` values.
        func assertOnDevices(
            _ controller: UIViewController,
            _ devices: [(String, Snapshotting<UIViewController, UIImage>)],
            testName: String = #function
        ) {
            for (name, strategy) in devices {
                assertSnapshot(of: controller, as: strategy, named: name, testName: testName)
            }
        }
        assertOnDevices(UIHostingController(rootView: SampleRow()), [
            ("se", .image(on: .iPhoneSe)),
            ("pro-dark", .image(on: .iPhone13Pro, traits: .init(userInterfaceStyle: .dark))),
        ])
    }

    @Test func imageMadeByATest() throws {
        let image = try #require(UIImage(systemName: "star"))
        assertSnapshot(of: image, as: .image)
    }
}
