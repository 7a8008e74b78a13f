import SwiftUI
import UIKit

/// A settings screen as teams write them, for the image strategies' tests.
struct SampleSettingsView: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var notifications = true

    var body: some View {
        Form {
            Section("General") {
                Toggle("Notifications", isOn: $notifications)
                LabeledContent("Version", value: "1.0.0 (1)")
            }
            Section("Appearance") {
                Text(colorScheme == .dark ? "Dark appearance" : "Light appearance")
                    .accessibilityIdentifier("settings.appearance")
            }
        }
        .navigationTitle("Settings")
    }
}

/// A row, for fixed-size and size-that-fits layouts.
struct SampleRow: View {
    var body: some View {
        HStack {
            Image(systemName: "star.fill")
            Text("Favourites")
            Spacer()
            Text("12")
        }
        .padding()
    }
}

/// A UIKit screen that hosts SwiftUI as a child filling its view, as many apps embed
/// SwiftUI in existing controllers.
final class SampleContainerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let hosting = UIHostingController(rootView: SampleRow())
        addChild(hosting)
        view.addSubview(hosting.view)
        hosting.didMove(toParent: self)
    }
}

/// A UIKit screen with no SwiftUI inside.
final class SampleCameraViewController: UIViewController {}
