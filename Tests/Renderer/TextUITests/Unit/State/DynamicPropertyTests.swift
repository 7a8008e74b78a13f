import Testing
import TextUI

/// A property wrapper of an app's own, built on SwiftUI's, as teams write them.
@propertyWrapper
private struct Greeting: DynamicProperty {
    @Environment(\.locale) private var locale
    var wrappedValue: String { locale.identifier.hasPrefix("es") ? "Hola" : "Hello" }
}

@MainActor
@Suite("DynamicProperty")
struct DynamicPropertyTests {
    private struct Welcome: View {
        @Greeting var greeting
        var body: some View { Text(greeting) }
    }

    @Test("A property of the app's own reads the environment of the view it is in")
    func readsTheEnvironment() {
        #expect(Rendering.rows(Welcome()) == ["Hello"])
        #expect(Rendering.rows(Welcome().environment(\.locale, Locale(identifier: "es_ES"))) == ["Hola"])
    }
}
