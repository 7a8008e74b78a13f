/// An app as an iOS team keeps it: an Xcode project (an app over a synchronized folder,
/// unit tests in a group, UI tests), a local package of components whose files import
/// SwiftUI without its manifest saying so, swift-snapshot-testing tests, and three
/// third-party packages, one of each kind: Linux-clean, SwiftUI-importing, Objective-C.
enum XcodeRepositoryFixture {
    static let cleanURL = "https://example.com/acme/Clean.git"
    static let widgetsURL = "https://example.com/acme/Widgets.git"
    static let legacyURL = "https://example.com/acme/LegacyKit.git"
    static let snapshotTestingURL = "https://github.com/pointfreeco/swift-snapshot-testing"

    static func make(assetSymbols: Bool = true) throws -> RepositoryFixture {
        let fixture = RepositoryFixture()
        let project = XcodeProjectFixture(
            targets: [
                .init(
                    name: "App",
                    folders: [(path: "App", excluded: ["Unused.swift"])],
                    settings: [
                        "SWIFT_VERSION": "5.0",
                        "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) STAGING",
                        "ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS": assetSymbols ? "YES" : "NO",
                        "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS": "YES",
                        "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
                    ],
                    products: [(name: "Components", url: nil), (name: "Clean", url: cleanURL), (name: "LegacyKit", url: legacyURL)]
                ),
                .init(
                    name: "AppTests",
                    productType: "com.apple.product-type.bundle.unit-test",
                    files: ["AppTests/GreetingTests.swift"],
                    settings: ["TEST_HOST": "$(BUILT_PRODUCTS_DIR)/App.app/App", "SWIFT_VERSION": "5.0"],
                    dependencies: ["App"]
                ),
                .init(
                    name: "AppUITests",
                    productType: "com.apple.product-type.bundle.ui-testing",
                    folders: [(path: "AppUITests", excluded: [])],
                    settings: ["TEST_TARGET_NAME": "App"],
                    dependencies: ["App"]
                ),
            ],
            remotePackages: [(url: cleanURL, minimumVersion: "1.0.0"), (url: legacyURL, minimumVersion: "3.0.0")]
        )
        fixture.write(project.text, to: "App.xcodeproj/project.pbxproj")
        fixture.write("""
        @main
        enum Main {
            static func main() {}
        }
        """, to: "App/Main.swift")
        fixture.write("""
        import SwiftUI
        import Components
        import Clean

        public struct Greeting {
            public init() {}
            public var text: String { Badge.title + " \\(cleanValue)" }
        }
        """, to: "App/Greeting.swift")
        fixture.write("""
        #if os(iOS)
        let platformName = "iOS"
        #else
        let platformName = "elsewhere"
        #endif
        #if STAGING
        let environmentName = "staging"
        #endif
        """, to: "App/Platform.swift")
        fixture.write("import Darwin\nstruct Legacy { let value = sqrt(2.0) }\n", to: "App/Legacy.swift")
        fixture.write("struct UsesLegacy { let legacy = Legacy() }\n", to: "App/UsesLegacy.swift")
        fixture.write("import LegacyKit\nlet legacyKit = LKThing()\n", to: "App/UsesLegacyKit.swift")
        fixture.write("this file is not the target's and would not compile", to: "App/Unused.swift")
        fixture.write("{}", to: "App/Assets.xcassets/BrandColor.colorset/Contents.json")
        fixture.write("""
        import XCTest
        @testable import App

        final class GreetingTests: XCTestCase {
            func testGreeting() {
                XCTAssertEqual(Greeting().text, "New 42")
                XCTAssertEqual(platformName, "iOS")
                XCTAssertEqual(environmentName, "staging")
            }
        }
        """, to: "AppTests/GreetingTests.swift")
        fixture.write("import XCTest\nfinal class LaunchTests: XCTestCase { func testLaunch() { XCUIApplication().launch() } }\n", to: "AppUITests/LaunchTests.swift")

        fixture.write("""
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Components",
            platforms: [.iOS(.v17)],
            products: [.library(name: "Components", targets: ["Components"])],
            dependencies: [
                .package(url: "\(widgetsURL)", from: "2.0.0"),
                .package(url: "\(snapshotTestingURL)", from: "1.17.0"),
            ],
            targets: [
                .target(name: "Components", dependencies: [.product(name: "Widgets", package: "Widgets")]),
                .testTarget(
                    name: "ComponentsTests",
                    dependencies: ["Components", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]
                ),
            ]
        )
        """, to: "Packages/Components/Package.swift")
        fixture.write("""
        import SwiftUI
        import Widgets

        public enum Badge {
            public static var title: String { widgetTitle }
        }
        """, to: "Packages/Components/Sources/Components/Badge.swift")
        fixture.write("""
        import SnapshotTesting
        import XCTest
        @testable import Components

        final class BadgeTests: XCTestCase {
            func testTitle() { XCTAssertEqual(Badge.title, "New") }
        }
        """, to: "Packages/Components/Tests/ComponentsTests/BadgeTests.swift")
        fixture.write("png", to: "Packages/Components/Tests/ComponentsTests/__Snapshots__/BadgeTests/testTitle.1.png")

        try fixture.gitPackage("Clean", version: "1.0.0", files: [
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Clean", products: [.library(name: "Clean", targets: ["Clean"])], targets: [.target(name: "Clean")])
            """,
            "Sources/Clean/Clean.swift": "import Foundation\npublic let cleanValue = 42\n",
        ])
        try fixture.gitPackage("Widgets", version: "2.0.0", files: [
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Widgets", platforms: [.iOS(.v15)], products: [.library(name: "Widgets", targets: ["Widgets"])], targets: [.target(name: "Widgets")])
            """,
            "Sources/Widgets/Widget.swift": "import SwiftUI\n#if os(iOS)\npublic let widgetTitle = \"New\"\n#endif\n",
        ])
        try fixture.gitPackage("LegacyKit", version: "3.0.0", files: [
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "LegacyKit", products: [.library(name: "LegacyKit", targets: ["LegacyKit"])], targets: [.target(name: "LegacyKit")])
            """,
            "Sources/LegacyKit/LKThing.m": "#import \"LKThing.h\"\n@implementation LKThing\n@end\n",
            "Sources/LegacyKit/include/LKThing.h": "#import <Foundation/Foundation.h>\n@interface LKThing : NSObject\n@end\n",
        ])
        fixture.pin([(cleanURL, "1.0.0"), (widgetsURL, "2.0.0"), (legacyURL, "3.0.0"), (snapshotTestingURL, "1.19.7")])
        return fixture
    }

    /// The third-party URLs, each mirrored to its git repository on disk.
    static func mirrors(_ fixture: RepositoryFixture) -> [(original: String, mirror: String)] {
        [(cleanURL, fixture.folder.file("packages/Clean")), (widgetsURL, fixture.folder.file("packages/Widgets")), (legacyURL, fixture.folder.file("packages/LegacyKit"))]
    }
}
