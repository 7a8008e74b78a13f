import Foundation
import SnapshotCore
import TestSupport
import Testing
@testable import RepositoryAdoption

@Suite("snapshots init on a repository with no Xcode project: folders and imports")
struct FolderRepositoryAdoptionTests {
    @Test("Each top-level folder of Swift files is a module; tests test what they import")
    func folders() throws {
        let fixture = RepositoryFixture()
        fixture.write("import SwiftUI\n@main struct CalculatorApp: App { var body: some Scene { WindowGroup { Text(\"1\") } } }\n", to: "Sources/CalculatorApp.swift")
        fixture.write("import SwiftUI\nimport MapKit\nstruct ContentView: View { var body: some View { Text(\"0\") } }\n", to: "Sources/Views/ContentView.swift")
        fixture.write("""
        import SnapshotTesting
        import SwiftUI
        import XCTest
        @testable import Calculator

        final class ContentViewTests: XCTestCase {
            func testDefault() { assertSnapshot(of: ContentView(), as: .image) }
        }
        """, to: "CalculatorTests/ContentViewTests.swift")
        fixture.write("png", to: "CalculatorTests/__Snapshots__/ContentViewTests/testDefault.1.png")
        fixture.write("# Calculator", to: "README.md")

        let adoption = try RepositoryAdoption(.init(repository: fixture.repository, dependency: .url("https://example.com/TextSnapshotTesting.git", requirement: "branch: \"main\""), environment: ProcessInfo.processInfo.environment))
        try adoption.write()
        let manifest = try #require(fixture.read("Linux/Package.swift"))

        #expect(manifest.contains(#".package(url: "https://example.com/TextSnapshotTesting.git", branch: "main")"#))
        #expect(manifest.contains(#"let ui = "textsnapshottesting""#))
        // The lone app folder takes the name its tests import.
        #expect(manifest.contains("targets.append(.executableTarget(\n    name: \"Calculator\""))
        #expect(manifest.contains(#".product(name: "MapKit", package: ui)"#))
        #expect(manifest.contains("targets.append(.testTarget(\n    name: \"CalculatorTests\""))
        #expect(manifest.contains(#""Calculator","#))
        #expect(manifest.contains(#".product(name: "SnapshotTesting", package: ui)"#))
        #expect(manifest.contains(#"exclude: ["CalculatorTests/__Snapshots__"]"#))
        #expect(adoption.report.text.contains("Sources is the module Calculator: its tests import it by that name."))
        #expect(adoption.report.text.contains("No Xcode project"))
    }
}

@Suite("snapshots init copies the stand-ins of libraries that cannot build on Linux")
struct StandInAdoptionTests {
    @Test("An import of Lottie or SDWebImageSwiftUI, pinned by nothing (CocoaPods), gets the stand-in as a target of the Linux package, with what it imports")
    func unpinnedImports() throws {
        let fixture = RepositoryFixture()
        fixture.write("import SwiftUI\nimport Lottie\nimport SDWebImageSwiftUI\nstruct Splash: View { var body: some View { LottieView(animation: .named(\"intro\")) } }\n", to: "Splash/Splash.swift")

        let adoption = try RepositoryAdoption(.init(repository: fixture.repository, dependency: .path("/opt/TextSnapshotTesting"), fetches: false, environment: ProcessInfo.processInfo.environment))
        try adoption.write()
        let manifest = try #require(fixture.read("Linux/Package.swift"))

        for name in ["Lottie", "SDWebImage", "SDWebImageSwiftUI"] {
            #expect(manifest.contains("path: \"ThirdParty/\(StandIns.identity)/\(name)\""), "\(name)")
        }
        #expect(!manifest.contains(#".product(name: "Lottie""#))
        #expect(manifest.contains(#""Lottie","#))
        let copied = try #require(StandIns.folder(of: "Lottie"))
        let original = try #require(FolderWalk.allFiles(in: copied).first(where: FolderWalk.isSwift))
        let copy = "Linux/ThirdParty/\(StandIns.identity)/Lottie/" + FilePath.relative(original, to: copied)
        #expect(fixture.read(copy) == (try String(contentsOfFile: original, encoding: .utf8)))
        #expect(adoption.report.leftOutNames.isEmpty, "\(adoption.report.text)")
        #expect(adoption.report.text.contains("Lottie, SDWebImageSwiftUI: imported, and pinned by no package here"))
        let lottieLine = adoption.report.text.split(separator: "\n").first { $0.hasPrefix("  Lottie ") }
        #expect(lottieLine?.contains("this package's stand-in: ") == true, "\(adoption.report.text)")
        #expect(manifest.contains("// Lottie: this package's stand-in for a library that cannot build on Linux"))
    }
}

@Suite("snapshots init on a repository laid out for Tuist or XcodeGen")
struct GeneratedProjectLayoutTests {
    @Test("Sources, Tests and Testing folders make a module each, under Features/ too; the tools' own files are not the app")
    func layoutFolders() throws {
        let fixture = RepositoryFixture()
        fixture.write("import ProjectDescription\nlet project = Project(name: \"App\")\n", to: "Project.swift")
        fixture.write("import ProjectDescription\npublic extension Project {}\n", to: "Tuist/ProjectDescriptionHelpers/Project+App.swift")
        fixture.write("import SwiftUI\npublic struct CharacterList: View { public init() {}; public var body: some View { Text(\"Rick\") } }\n", to: "Features/Characters/Sources/CharacterList.swift")
        fixture.write("import XCTest\n@testable import Characters\nfinal class CharacterListTests: XCTestCase {}\n", to: "Features/Characters/Tests/CharacterListTests.swift")
        fixture.write("import Characters\npublic enum CharacterFixtures {}\n", to: "Features/Characters/Testing/CharacterFixtures.swift")
        fixture.write("import SwiftUI\nimport Characters\n@main struct RickApp: App { var body: some Scene { WindowGroup { CharacterList() } } }\n", to: "App/Sources/RickApp.swift")
        // A Linux package written earlier, to another folder: never read as the team's.
        let earlier = try RepositoryAdoption(.init(repository: fixture.repository, output: fixture.repository + "/LinuxEarlier", dependency: .path("/opt/TextSnapshotTesting"), fetches: false, environment: ProcessInfo.processInfo.environment))
        try earlier.write()

        let adoption = try RepositoryAdoption(.init(repository: fixture.repository, dependency: .path("/opt/TextSnapshotTesting"), fetches: false, environment: ProcessInfo.processInfo.environment))
        try adoption.write()
        let manifest = try #require(fixture.read("Linux/Package.swift"))

        for name in ["Characters", "CharactersTests", "CharactersTesting", "App"] {
            #expect(manifest.contains("name: \"\(name)\""), "\(name) is a module")
        }
        #expect(!manifest.contains("ProjectDescription"))
        #expect(!manifest.contains("Tuist"))
        #expect(adoption.report.leftOutNames.isEmpty, "\(adoption.report.text)")
    }
}

@Suite("snapshots init with no Xcode project, but the packages Xcode pinned")
struct FolderRepositoryPinsTests {
    @Test("An import no one else offers comes from the package Package.resolved pins, found in its manifest")
    func importsFromPins() throws {
        let fixture = RepositoryFixture()
        let url = "https://example.com/acme/Charting.git"
        fixture.write("import SwiftUI\nimport ChartingCore\nstruct StatsView: View { var body: some View { Text(chartTitle) } }\n", to: "Stats/StatsView.swift")
        fixture.write("project.yml is read by XcodeGen, not committed as a project", to: "project.yml")
        // XcodeGen's project is not committed, yet Xcode's Package.resolved inside it is.
        fixture.pin([(url, "4.1.0")], project: "Stats.xcodeproj")
        try fixture.gitPackage("Charting", version: "4.1.0", files: [
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Charting", products: [.library(name: "Charting", targets: ["ChartingCore"])], targets: [.target(name: "ChartingCore")])
            """,
            "Sources/ChartingCore/Chart.swift": "public let chartTitle = \"Stats\"\n",
        ])
        let options = RepositoryAdoption.Options(repository: fixture.repository, dependency: .path("/opt/TextSnapshotTesting"), fetches: false, environment: ProcessInfo.processInfo.environment)
        try RepositoryAdoption(options).write()
        try fixture.mirror([(url, fixture.folder.file("packages/Charting"))])
        var fetching = options
        fetching.fetches = true
        let adoption = try RepositoryAdoption(fetching)
        try adoption.write()
        let manifest = try #require(fixture.read("Linux/Package.swift"))

        #expect(manifest.contains(#".package(url: "https://example.com/acme/Charting.git", exact: "4.1.0")"#))
        #expect(manifest.contains(#".product(name: "Charting", package: "charting")"#))
        #expect(adoption.report.leftOutNames.isEmpty, "\(adoption.report.text)")
        #expect(adoption.report.text.contains("ChartingCore found in the packages Package.resolved pins"))
    }
}
