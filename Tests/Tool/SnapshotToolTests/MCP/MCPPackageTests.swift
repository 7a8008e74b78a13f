import Foundation
@testable import SnapshotTool
import TestSupport
import Testing

/// What the server knows of a package: when to build, what a failed build said, which
/// test binary to run and how.
@Suite("snapshots mcp: the package, its builds and its test binary")
struct MCPPackageTests {
    @Test("The fingerprint changes with a source, a test or the manifest, and not with references or pending renders")
    func fingerprint() throws {
        let package = TemporaryDirectory("mcp-fingerprint")
        package.write("// swift-tools-version: 6.2\n", to: "Package.swift")
        package.write("let a = 1\n", to: "Sources/A/A.swift")
        package.write("import Testing\n", to: "Tests/ATests/ATests.swift")
        package.write("render\n", to: "Tests/ATests/__Snapshots__/ATests/a.1.txt")
        let first = SourceFingerprint.of(packageRoot: package.path)

        package.write("render\n", to: "Tests/ATests/__Snapshots__/ATests/a.1.txt.new")
        package.write("render\n", to: "__Snapshots__/ATests/b.1.txt")
        package.write("{}\n", to: ".build/snapshots/ledger.jsonl")
        #expect(SourceFingerprint.of(packageRoot: package.path) == first)

        package.write("let a = 22\n", to: "Sources/A/A.swift")
        let edited = SourceFingerprint.of(packageRoot: package.path)
        #expect(edited != first)
        package.write("{\"title\": \"All\"}\n", to: "Sources/A/Strings/en.json")
        let resource = SourceFingerprint.of(packageRoot: package.path)
        #expect(resource != edited)
        package.write("// swift-tools-version: 6.2\n// edited\n", to: "Package.swift")
        #expect(SourceFingerprint.of(packageRoot: package.path) != resource)
        #expect(SourceFingerprint.of(packageRoot: package.path).digest == SourceFingerprint.of(packageRoot: package.path).digest)
    }

    @Test("A local path dependency's sources count; its tests do not")
    func localDependency() {
        let folder = TemporaryDirectory("mcp-dependency")
        folder.write("// swift-tools-version: 6.2\nlet package = Package(name: \"App\", dependencies: [.package(path: \"../Shared\"), .package(url: \"https://example.com/x\", from: \"1.0.0\")])\n", to: "App/Package.swift")
        folder.write("// swift-tools-version: 6.2\n", to: "Shared/Package.swift")
        folder.write("let shared = 1\n", to: "Shared/Sources/Shared/Shared.swift")
        let before = SourceFingerprint.of(packageRoot: folder.file("App"))

        folder.write("import Testing\n", to: "Shared/Tests/SharedTests/SharedTests.swift")
        #expect(SourceFingerprint.of(packageRoot: folder.file("App")) == before)
        folder.write("let shared = 2\n", to: "Shared/Sources/Shared/Shared.swift")
        #expect(SourceFingerprint.of(packageRoot: folder.file("App")) != before)
        #expect(SourceFingerprint.localDependencies(in: "[.package(name: \"X\", path: \"/abs/X\"), .package(path: \"../Y\")]") == ["/abs/X", "../Y"])
    }

    @Test("A failed build is told by the compiler's error lines and the source they point at")
    func errorLines() {
        let output = """
        Building for debugging...
        [3/9] Compiling A A.swift
        /p/Sources/A/A.swift:3:14: error: cannot convert value of type 'String' to specified type 'Int'
        1 | import Foundation
        3 | let x: Int = "a"
          |              `- error: cannot convert value of type 'String' to specified type 'Int'
        4 |

        /p/Sources/A/B.swift:1:5: warning: variable 'y' was never used
        error: fatalError
        """
        let lines = PackageBuild.errorLines(in: output)

        #expect(lines.hasPrefix("/p/Sources/A/A.swift:3:14: error: cannot convert"))
        #expect(lines.contains("3 | let x: Int = \"a\""))
        #expect(!lines.contains("warning"))
        #expect(!lines.contains("Compiling"))
        #expect(lines.hasSuffix("error: fatalError"))
        #expect(PackageBuild.errorLines(in: "linker failed\nsomething else\n").contains("linker failed"))
    }

    @Test("The test binary is named by the manifest's package")
    func testProduct() {
        #expect(TestProduct.packageName(in: ExampleCopy.packageRoot) == "TextSnapshotTesting")
        let folder = TemporaryDirectory("mcp-product")
        folder.write("// swift-tools-version: 6.2\nimport PackageDescription\nlet package = Package(\n    name: \"MyApp\",\n    targets: []\n)\n", to: "Package.swift")
        #expect(TestProduct.packageName(in: folder.path) == "MyApp")
        #expect(TestProduct.locate(in: folder.path) == nil)
        folder.write("#!/bin/sh\n", to: ".build/debug/MyAppPackageTests.xctest")
        chmod(folder.file(".build/debug/MyAppPackageTests.xctest"), 0o755)
        #expect(TestProduct.locate(in: folder.path)?.path == folder.file(".build/debug/MyAppPackageTests.xctest"))
    }

    @Test("Swift Testing gets regular expressions; XCTest gets the listed tests that match, or is not run")
    func testArguments() {
        let run = PreviewRun(
            product: TestProduct(path: "/b"), packageRoot: "/p", environment: [:],
            xcTests: ["AppTests.NotesXCTests/testNotes", "AppTests.OtherXCTests/testOther"]
        )

        #expect(run.arguments(for: .swiftTesting, .all) == ["--testing-library", "swift-testing"])
        #expect(run.arguments(for: .swiftTesting, .globs(["CharacterList*"])) == ["--testing-library", "swift-testing", "--filter", "CharacterList.*"])
        #expect(run.arguments(for: .xcTest, .globs(["CharacterList*"])) == nil)
        #expect(run.arguments(for: .xcTest, .globs(["*Notes*"])) == ["AppTests.NotesXCTests/testNotes"])
        #expect(run.arguments(for: .xcTest, .all) == ["AppTests.NotesXCTests/testNotes,AppTests.OtherXCTests/testOther"])
        let listTest = TestReference(library: .swiftTesting, name: "CharacterListViewSnapshotTests/loadedState()")
        #expect(run.arguments(for: .swiftTesting, .tests([listTest])) == ["--testing-library", "swift-testing", "--filter", "CharacterListViewSnapshotTests/loadedState\\(\\)"])
        #expect(run.arguments(for: .xcTest, .tests([listTest])) == nil)
        let notes = TestReference(library: .xcTest, name: "NotesXCTests.testNotes")
        #expect(run.arguments(for: .xcTest, .tests([notes])) == ["AppTests.NotesXCTests/testNotes"])
        #expect(run.arguments(for: .swiftTesting, .tests([notes])) == nil)
    }

    @Test("A render's options reach the test process as the preview variables, cleared when not asked")
    func renderOptions() {
        let options = RenderOptions(device: "small-phone", locale: "es", colorScheme: "dark")

        #expect(options.variables["SNAPSHOTS_PREVIEW_DEVICE"] == "small-phone")
        #expect(options.variables["SNAPSHOTS_PREVIEW_LOCALE"] == "es")
        #expect(options.variables["SNAPSHOTS_PREVIEW_COLOR_SCHEME"] == "dark")
        #expect(options.variables["SNAPSHOTS_PREVIEW_DYNAMIC_TYPE"] == "")
        #expect(options.summary == "device small-phone, locale es, colorScheme dark")
    }
}
