import Testing
import TextUI

// Previews as teams write them, found at run time: nothing registers them.
#Preview("Discovery card") { Text("Named card") }
#Preview { Text("First unnamed") }
#Preview(traits: .sizeThatFitsLayout, .landscapeLeft) { Text("Second unnamed") }
#Preview("Assistive", traits: .assistiveAccess) { Text("Standard look") }

struct DiscoveryCard_Previews: PreviewProvider {
    static var previews: some View {
        Text("From a provider")
            .previewLayout(.fixed(width: 320, height: 64))
            .previewDisplayName("Compact")
            .previewDevice("iPhone SE")
    }
}

@MainActor
@Suite("Previews are found at run time")
struct PreviewDiscoveryTests {
    let previews = PreviewDiscovery.previews(inModule: "TextUITests").filter { $0.file.hasPrefix("PreviewDiscovery") || $0.file.hasPrefix("DiscoveryCard") }

    @Test("#Preview and PreviewProvider previews of a module, in file and line order, unnamed ones numbered")
    func found() {
        #expect(previews.map(\.description) == [
            "DiscoveryCard_Previews.Compact",
            "PreviewDiscoveryTests.Discovery card",
            "PreviewDiscoveryTests.Preview",
            "PreviewDiscoveryTests.Preview 2",
            "PreviewDiscoveryTests.Assistive",
        ])
        #expect(previews.allSatisfy { $0.module == "TextUITests" })
        #expect(PreviewDiscovery.previews(inModule: "NoSuchModule").isEmpty)
    }

    @Test("Each keeps the layout, device and orientation it asks for, and renders its body")
    func traitsAndBodies() throws {
        let provider = try #require(previews.first { $0.name == "Compact" })
        #expect(provider.layout == .fixed(width: 320, height: 64))
        #expect(provider.device == "iPhone SE")
        let fits = try #require(previews.first { $0.name == "Preview 2" })
        #expect(fits.layout == .sizeThatFits)
        #expect(fits.isLandscape)
        let named = try #require(previews.first { $0.name == "Discovery card" })
        #expect(named.layout == .device)
        #expect(named.line == 5)

        #expect(named.renderer().render(named.makeView()).text.contains("Named card"))
        let compact = provider.renderer().render(provider.makeView()).text
        #expect(compact.contains("From a provider"))
        #expect(compact.hasPrefix("DiscoveryCard_Previews · component 40×4 (8×16 pt)"), "\(compact)")
        let landscape = fits.renderer().render(fits.makeView()).text
        #expect(landscape.contains("Second unnamed"))
        // iOS 26's Assistive Access is not modeled: the standard experience, on the device.
        let assistive = try #require(previews.first { $0.name == "Assistive" })
        #expect(assistive.layout == .device)
        #expect(assistive.renderer().render(assistive.makeView()).text.contains("Standard look"))
    }
}
