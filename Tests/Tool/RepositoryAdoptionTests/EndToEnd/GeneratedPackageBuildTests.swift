import Foundation
import TestSupport
import Testing
@testable import RepositoryAdoption

/// The package `init` writes is a package SwiftPM builds and tests: its links, the edited
/// copies, the third-party copy, the mirrored remote package and the implicit imports all
/// hold. A small stand-in for this package (its products' names, nothing else) keeps the
/// build to seconds; the README's figures come from real repositories over the real one.
@Suite("The Linux package init writes builds, and its tests pass", .serialized)
struct GeneratedPackageBuildTests {
    @Test("swift build --build-tests and swift test in the Linux package")
    func buildsAndTests() throws {
        let fixture = try XcodeRepositoryFixture.make(assetSymbols: false)
        let standIn = fixture.folder.file("TextSnapshotTesting")
        let products = ["SwiftUI", "UIKit", "Combine", "FoundationAdditions", "Security", "SnapshotTesting", "DeveloperToolsSupport"]
        fixture.folder.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "TextSnapshotTesting",
            products: [\(products.map { ".library(name: \"\($0)\", targets: [\"\($0)\"])" }.joined(separator: ", "))],
            targets: [\(products.map { ".target(name: \"\($0)\")" }.joined(separator: ", "))]
        )
        """, to: "TextSnapshotTesting/Package.swift")
        for product in products {
            fixture.folder.write("public enum \(product)StandIn {}\n", to: "TextSnapshotTesting/Sources/\(product)/\(product).swift")
        }
        let options = RepositoryAdoption.Options(repository: fixture.repository, dependency: .path(standIn), fetches: false, environment: ProcessInfo.processInfo.environment)
        try RepositoryAdoption(options).write()
        try fixture.mirror(XcodeRepositoryFixture.mirrors(fixture))
        var fetching = options
        fetching.fetches = true
        try RepositoryAdoption(fetching).write()

        let build = try fixture.run("/usr/bin/env", ["swift", "build", "--build-tests"], in: fixture.linux)
        #expect(build.contains("Build complete"))
        let test = try fixture.run("/usr/bin/env", ["swift", "test", "--skip-build"], in: fixture.linux)
        #expect(test.contains("Executed 2 tests, with 0 failures"), "\(test)")
    }
}
