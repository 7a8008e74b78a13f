import TestSupport
import Testing
@testable import RepositoryAdoption

@Suite("Xcode's asset symbols")
struct AssetSymbolsTests {
    @Test("Names become lower camel case without a trailing Color or Image word, as Xcode makes them")
    func symbols() {
        #expect(AssetSymbols.symbol("AccentColor", dropping: "Color") == "accent")
        #expect(AssetSymbols.symbol("HNOrange", dropping: "Color") == "hnOrange")
        #expect(AssetSymbols.symbol("Cold Brew-Big", dropping: "Image") == "coldBrewBig")
        #expect(AssetSymbols.symbol("grey_500", dropping: "Color") == "grey500")
        #expect(AssetSymbols.symbol("default", dropping: "Image") == "`default`")
        #expect(AssetSymbols.symbol("2xLogo", dropping: "Image") == "_2XLogo")
    }

    @Test("Colors and images of every catalog, namespaced where a folder says so")
    func catalogs() throws {
        let folder = TemporaryDirectory("assets")
        folder.write("{}", to: "App/Assets.xcassets/BrandColor.colorset/Contents.json")
        folder.write("{}", to: "App/Assets.xcassets/Icons/logo.imageset/Contents.json")
        folder.write(#"{"properties": {"provides-namespace": true}}"#, to: "App/Assets.xcassets/Tabs/Contents.json")
        folder.write("{}", to: "App/Assets.xcassets/Tabs/home.imageset/Contents.json")
        let file = try #require(AssetSymbols.file(for: [folder.file("App")], options: .init(extensions: true, declaresResourceTypes: false), walk: FolderWalk(skipped: [])))
        #expect(file.count == 3)
        #expect(file.text.contains(#"static let brand = ColorResource(name: "BrandColor", bundle: resourceBundle)"#))
        #expect(file.text.contains(#"static let logo = ImageResource(name: "logo", bundle: resourceBundle)"#))
        #expect(file.text.contains(#"static let home = ImageResource(name: "Tabs/home", bundle: resourceBundle)"#))
        #expect(file.text.contains("static var brand: Color { .init(.brand) }"))
        #expect(!file.text.contains("struct ColorResource"))
    }
}
