import Foundation
import Testing
import ViewSnapshotTesting
import TextUI

/// Controls for values and the text modifiers a grid of characters cannot draw: what
/// the picture shows, and what the semantics name.
@MainActor
@Suite("Control value snapshots")
struct ControlValueSnapshotTests {
    @Test func sliders() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Slider(value: .constant(0.25))
            Slider(value: .constant(30.0), in: 0...120, step: 10) {
                Text("Timer")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("120")
            }
            Slider(value: .constant(1.0), in: 0...1) { Text("Volume") }
                .disabled(true)
        }
        assertSnapshot(of: view, as: .component(width: 24))
    }

    @Test func textModifiersNamedInTheSemantics() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("TRACKED").tracking(2)
            Text("Continue").fontWeight(.semibold)
            Image(systemName: "star").imageScale(.large).symbolRenderingMode(.hierarchical)
            Button("Capsule") {}.buttonBorderShape(.capsule)
            Text("Masked").mask { Rectangle() }
            TextField("Email", text: .constant("")).keyboardType(.emailAddress).textInputAutocapitalization(.never)
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    @Test("A localized key shows its text with its values; String(localized:) is the key")
    func localizedKeys() {
        let count = 3
        let key: LocalizedStringKey = "\(count) items, \(Text("bold"))"
        let rows = Rendering.rows(VStack {
            Text(key)
            Button(LocalizedStringKey("Save")) {}
            Text(String(localized: "auth.login"))
        })
        #expect(rows.contains { $0.contains("3 items, bold") })
        #expect(rows.contains { $0.contains("Save") })
        #expect(rows.contains { $0.contains("auth.login") })
    }

    @Test("A render is one phone upright, light, at the default text size, in UTC")
    func systemEnvironment() {
        let environment = EnvironmentValues()
        #expect(environment.colorScheme == .light)
        #expect(environment.horizontalSizeClass == .compact && environment.verticalSizeClass == .regular)
        #expect(environment.dynamicTypeSize == .large && !environment.dynamicTypeSize.isAccessibilitySize)
        #expect(environment.timeZone.secondsFromGMT() == 0 && environment.calendar.identifier == .gregorian)
        #expect(environment.calendar.timeZone.secondsFromGMT() == 0)
        struct Scheme: View {
            @Environment(\.colorScheme) private var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        #expect(Rendering.rows(Scheme().preferredColorScheme(.dark)).contains { $0.contains("dark") })
        #expect(Rendering.rows(Scheme()).contains { $0.contains("light") })
    }

    @Test("@ScaledMetric is its value at the default text size")
    func scaledMetric() {
        @ScaledMetric var width: CGFloat = 50
        #expect(width == 50)
    }
}

/// Buttons with a symbol (iOS 17), the accent color, and what screen code asks of the app.
@MainActor
@Suite("Button and app snapshots")
struct ButtonAndAppTests {
    @Test func buttonWithSymbolAndAccentColor() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Button("Share", systemImage: "square.and.arrow.up") {}
            Button("Delete", systemImage: "trash", role: .destructive) {}
        }
        .accentColor(.orange)
        assertSnapshot(of: view, as: .component(width: 20))
    }

    @Test("No app runs: nothing opens, and the badge is only a number")
    func application() async {
        let application = UIApplication.shared
        #expect(!application.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
        #expect(await application.open(URL(string: "https://example.com")!) == false)
        application.applicationIconBadgeNumber = 2
        #expect(application.applicationIconBadgeNumber == 2)
        application.applicationIconBadgeNumber = 0
    }
}
