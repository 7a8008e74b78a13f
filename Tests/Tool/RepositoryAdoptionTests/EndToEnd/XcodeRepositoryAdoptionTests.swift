import Foundation
import TestSupport
import Testing
@testable import RepositoryAdoption

@Suite("snapshots init on an Xcode repository: its project, its packages, its third-party packages")
struct XcodeRepositoryAdoptionTests {
    static let thisPackage = "/opt/TextSnapshotTesting"

    func adopt(_ fixture: RepositoryFixture, fetches: Bool = true) throws -> RepositoryAdoption {
        try RepositoryAdoption(.init(repository: fixture.repository, dependency: .path(Self.thisPackage), fetches: fetches, environment: ProcessInfo.processInfo.environment))
    }

    /// Writes the package once without fetching, then mirrors the third-party URLs as a
    /// team would (`swift package config set-mirror` in Linux/), and adopts again.
    func adoptWithMirrors(_ fixture: RepositoryFixture) throws -> RepositoryAdoption {
        try adopt(fixture, fetches: false).write()
        try fixture.mirror(XcodeRepositoryFixture.mirrors(fixture))
        let adoption = try adopt(fixture)
        try adoption.write()
        return adoption
    }

    @Test("Each third-party package is decided from its own sources")
    func thirdPartyKinds() throws {
        let fixture = try XcodeRepositoryFixture.make()
        let adoption = try adoptWithMirrors(fixture)
        let manifest = try #require(fixture.read("Linux/Package.swift"))
        let report = adoption.report.text

        // Linux-clean: as pinned.
        #expect(manifest.contains(#".package(url: "https://example.com/acme/Clean.git", exact: "1.0.0")"#))
        #expect(manifest.contains(#".product(name: "Clean", package: "clean")"#))
        #expect(report.contains("clean 1.0.0") && report.contains("builds on Linux as it is"))
        // Imports SwiftUI without saying so: declared again over a copy, with the edge it lacks.
        #expect(!manifest.contains("example.com/acme/Widgets"))
        #expect(manifest.contains(#"path: "ThirdParty/widgets/Sources/Widgets""#))
        #expect(fixture.read("Linux/ThirdParty/widgets/Sources/Widgets/Widget.swift") == "import SwiftUI\n#if (os(iOS) || os(Linux))\npublic let widgetTitle = \"New\"\n#endif\n")
        #expect(report.contains("widgets 2.0.0") && report.contains("its files import SwiftUI, which its manifest does not provide"))
        // Objective-C: cannot build; the file importing it, and what uses it, are left out.
        #expect(!manifest.contains("LegacyKit\""))
        #expect(report.contains("legacykit 3.0.0") && report.contains("Objective-C sources (LKThing.m)"))
        #expect(adoption.report.leftOutNames.contains("App/UsesLegacyKit.swift"))
        // swift-snapshot-testing is this package's.
        #expect(manifest.contains(#".product(name: "SnapshotTesting", package: ui)"#))
        #expect(!manifest.contains("pointfreeco"))
    }

    @Test("Targets over the team's unmodified files, with the dependencies their imports need")
    func targets() throws {
        let fixture = try XcodeRepositoryFixture.make()
        let adoption = try adoptWithMirrors(fixture)
        let manifest = try #require(fixture.read("Linux/Package.swift"))

        // The app starts a program: an executable target the tests can @testable import.
        #expect(manifest.contains("targets.append(.executableTarget(\n    name: \"App\""))
        #expect(manifest.contains(#"path: "Sources/App""#))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: fixture.linux + "/Sources/App/App") == "../../../App")
        #expect(manifest.contains(".swiftLanguageMode(.v5)"))
        #expect(manifest.contains(#".define("STAGING")"#))
        // The project's exception, a file left out, and what is not Swift, are excluded.
        #expect(manifest.contains(#""App/Unused.swift""#))
        #expect(manifest.contains(#""App/Legacy.swift""#))
        #expect(manifest.contains(#""App/Assets.xcassets""#))
        // The iOS build: a copy of the file with `os(iOS)`, the team's file unchanged.
        #expect(fixture.read("Linux/Sources/App/_iOSBuild/App/Platform.swift")?.hasPrefix("#if (os(iOS) || os(Linux))") == true)
        #expect(fixture.read("App/Platform.swift")?.hasPrefix("#if os(iOS)\n") == true)
        #expect(adoption.report.text.contains("App/Platform.swift:1  os(iOS) also holds on Linux"))
        // Imports decide dependencies: the local package's module, this package's products.
        #expect(manifest.contains(#".product(name: "SwiftUI", package: ui)"#))
        #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v5)] + foundationAsOnIOS"))
        // The local package's target, over its folder, with the SwiftUI its manifest lacks.
        #expect(manifest.contains(#"path: "Sources/Components""#))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: fixture.linux + "/Sources/Components/Components") == "../../../Packages/Components/Sources/Components")
        // Its tests, whose reference images are not sources.
        #expect(manifest.contains(#"exclude: ["ComponentsTests/__Snapshots__"]"#))
        // The asset catalog's symbols, as Xcode generates them.
        #expect(fixture.read("Linux/Sources/App/_Generated/GeneratedAssetSymbols.swift")?.contains("static let brand = ColorResource") == true)

        let leftOut = adoption.report.leftOutNames
        #expect(leftOut.contains("App/Legacy.swift"))
        #expect(leftOut.contains("App/UsesLegacy.swift"))
        #expect(leftOut.contains("AppUITests"))
        #expect(adoption.report.text.contains("imports Darwin: Darwin exists on Apple's systems only"))
        #expect(adoption.report.text.contains("uses Legacy, declared in App/Legacy.swift, which is left out"))
        #expect(adoption.report.text.contains("drives the app through XCUIApplication"))
    }

    @Test("init again changes nothing; --check names what a changed project changes")
    func check() throws {
        let fixture = try XcodeRepositoryFixture.make()
        _ = try adoptWithMirrors(fixture)
        let before = try #require(fixture.read("Linux/Package.swift"))
        #expect(try adopt(fixture).differences().isEmpty)

        fixture.write("import Foundation\nlet added = 1\n", to: "AppTests/Added.swift")
        fixture.write(XcodeProjectFixture(targets: [.init(name: "App", folders: [(path: "App", excluded: [])], settings: ["SWIFT_VERSION": "6.0"])]).text, to: "App.xcodeproj/project.pbxproj")
        let differences = try adopt(fixture).differences()
        #expect(differences.contains("Package.swift: differs"))
        #expect(differences.contains("Tests/AppTests/AppTests: no longer generated"))
        #expect(fixture.read("Linux/Package.swift") == before, "checking writes nothing")

        try adopt(fixture).write()
        #expect(try adopt(fixture).differences().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: fixture.linux + "/Tests/AppTests"))
        #expect(FileManager.default.fileExists(atPath: fixture.linux + "/.swiftpm/configuration/mirrors.json"), "the package's own settings stay")
    }

    @Test("A folder that is not a repository, or one with nothing to adopt, is an error saying what to do")
    func errors() throws {
        let folder = TemporaryDirectory("adoption")
        #expect(throws: AdoptionError.self) {
            try RepositoryAdoption(.init(repository: folder.file("missing"), dependency: .path(Self.thisPackage), environment: [:]))
        }
        folder.write("notes", to: "README.md")
        do {
            _ = try RepositoryAdoption(.init(repository: folder.path, dependency: .path(Self.thisPackage), environment: [:]))
            Issue.record("an empty repository was adopted")
        } catch {
            #expect(error.description.contains("has no Xcode project, no Swift package and no folder of Swift files"))
        }
    }
}
