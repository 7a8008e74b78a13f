// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "TextSnapshotTesting",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SnapshotTestKit", targets: ["SnapshotTestKit"]),
        .library(name: "TextUI", targets: ["TextUI", "AppleFrameworks"]),
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        .library(name: "ViewSnapshotTesting", targets: ["ViewSnapshotTesting"]),
        // For Linux: swift-snapshot-testing's API over this harness, so a team's existing
        // snapshot tests run unchanged and write text renders. See "Bring your tests".
        .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
        // For Linux: what `import SwiftUI` and `import UIKit` bring on iOS, so a team's
        // screens compile here unchanged. See "Bring your screens" in the README.
        .library(name: "SwiftUI", targets: ["SwiftUI", "AppleFrameworks"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "snapshots", targets: ["snapshots"]),
        .executable(name: "example-previews", targets: ["example-previews"]),
    ],
    targets: [
        // MARK: - Harness

        /// Strategies, storage, record modes, diff and ledger. No test framework, so the
        /// command-line tool and the benchmarks link it without XCTest.
        .target(name: "SnapshotCore", dependencies: ["RenderFormat"]),
        /// `assertSnapshot` for Swift Testing and XCTest, on top of SnapshotCore.
        .target(name: "SnapshotTestKit", dependencies: ["SnapshotCore"]),

        // MARK: - Render format

        /// What a render file is: its sections, the semantics syntax, what counts as
        /// invisible. The view layer writes it, the harness's diff and the tool read it.
        .target(name: "RenderFormat"),

        // MARK: - View layer

        /// The device and locale a render is made for, which its header names. Apart from
        /// TextUI, so that `import SwiftUI` does not bring these names.
        .target(name: "RenderContext"),

        /// `import CoreGraphics` for Linux: what Foundation does not declare here
        /// (`CGAffineTransform`, `CGVector`, line caps and joins).
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        /// The cross-import overlay Swift Testing asks for beside a `CoreGraphics`; empty.
        .target(name: "_Testing_CoreGraphics"),
        /// `import Combine` for Linux, written here: publishers, subjects, operators,
        /// schedulers, `ObservableObject` and `@Published` with its `$` publisher.
        .target(name: "Combine"),
        /// `import UniformTypeIdentifiers` for Linux: `UTType` and the system's common types.
        .target(name: "UniformTypeIdentifiers"),
        /// `import CoreTransferable` for Linux: `Transferable` and its representations,
        /// with `exported(as:)` running them.
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
        /// The UIKit types SwiftUI code touches (`UIImage`, `UIColor`, `UIView`), for Linux.
        .target(name: "UIKit", dependencies: ["CoreGraphics", "DeveloperToolsSupport", "RenderFormat", "_Testing_UIKit"]),
        /// The asset symbols Xcode generates build on these: `ColorResource`, `ImageResource`.
        .target(name: "DeveloperToolsSupport"),
        /// The cross-import overlay Swift Testing asks for beside a `UIKit`; empty.
        .target(name: "_Testing_UIKit"),
        /// SwiftUI's views and values, each primitive an `Element` the passes ask, and the
        /// deterministic text renderer.
        .target(name: "TextUI", dependencies: ["Combine", "CoreGraphics", "CoreTransferable", "UniformTypeIdentifiers", "PreviewMacros", "RenderContext", "RenderFormat", "UIKit"], exclude: ["Text/Width/generate-width-table.py"]),
        /// `#Preview` and `@Previewable` for Linux: a compiler plugin that speaks the
        /// toolchain's plugin protocol, with no syntax library (see `PluginMessage`).
        .macro(name: "PreviewMacros", dependencies: ["PreviewMacroExpansion"]),
        /// What `#Preview` expands to, read from its source text; tested on its own.
        .target(name: "PreviewMacroExpansion"),
        /// The protocols a design system's tokens conform to, so renders name them.
        /// Imported explicitly: `import SwiftUI` does not bring them.
        .target(name: "DesignTokens", dependencies: ["TextUI"]),
        /// `import SwiftUI` for Linux: TextUI's SwiftUI names under the name screens import.
        .target(name: "SwiftUI", dependencies: ["TextUI", "UIKit"]),
        /// `.device` and `.component` strategies: the harness meets the view layer here.
        .target(name: "ViewSnapshotTesting", dependencies: ["RenderContext", "SnapshotTestKit", "TextUI"]),
        /// `import SnapshotTesting` for Linux: swift-snapshot-testing's API (`Snapshotting<Value,
        /// Format>`, `.image(on:)`, `ViewImageConfig`, the `.snapshots` trait) over the
        /// harness. Image strategies write the screen's text render where sst writes a PNG.
        .target(name: "SnapshotTesting", dependencies: ["RenderContext", "RenderFormat", "SnapshotTestKit", "TextUI", "UIKit", "ViewSnapshotTesting"]),

        // MARK: - Apple's other frameworks, for Linux

        // What screens import beside SwiftUI and UIKit, declared as Apple declares them:
        // views and controllers that cannot work here draw as placeholders named by type,
        // and services answer as a device without the capability does (`canSendMail()`
        // is false). The SwiftUI target depends on them so `import MapKit` works wherever
        // `import SwiftUI` does. See "Bring your screens" in the README.
        .target(name: "CoreLocation"),
        .target(name: "MapKit", dependencies: ["CoreLocation", "SwiftUI", "UIKit"]),
        .target(name: "SafariServices", dependencies: ["UIKit"]),
        .target(name: "WebKit", dependencies: ["UIKit"]),
        .target(name: "WidgetKit"),
        .target(name: "MessageUI", dependencies: ["UIKit"]),
        .target(name: "StoreKit", dependencies: ["SwiftUI", "UIKit"]),
        .target(name: "AVFoundation"),
        .target(name: "AVKit", dependencies: ["AVFoundation", "SwiftUI", "UIKit"]),
        .target(name: "PDFKit", dependencies: ["UIKit"]),
        .target(name: "VisionKit", dependencies: ["UIKit"]),
        .target(name: "UserNotifications"),
        .target(name: "os"),
        .target(name: "OSLog", dependencies: ["os"]),
        .target(name: "AuthenticationServices", dependencies: ["SwiftUI", "UIKit"]),
        .target(name: "CloudKit", dependencies: ["CoreLocation"]),
        .target(name: "Security"),
        .target(name: "LocalAuthentication"),
        .target(name: "PhotosUI", dependencies: ["SwiftUI", "TextUI", "UIKit"]),
        /// Every framework above, so that depending on `SwiftUI` builds them all.
        .target(name: "AppleFrameworks", dependencies: [
            "AuthenticationServices", "AVFoundation", "AVKit", "CloudKit", "CoreLocation", "LocalAuthentication",
            "MapKit", "MessageUI", "os", "OSLog", "PDFKit", "PhotosUI", "SafariServices", "Security", "StoreKit",
            "UserNotifications", "VisionKit", "WebKit", "WidgetKit",
        ]),

        // MARK: - Example app: design system and resources

        /// Localized strings (en, es, a pseudo-locale) and `.localized()`.
        .target(name: "ChallengeResources", dependencies: ["SwiftUI"], resources: [.copy("Strings")]),
        /// Design tokens behind a theme, and the components the screens are made of.
        .target(name: "ChallengeDesignSystem", dependencies: ["DesignTokens", "SwiftUI"]),

        // MARK: - Example app: features

        /// What features share: cache policy, navigation and tracking contracts.
        .target(name: "ChallengeCore", dependencies: ["SwiftUI"]),
        /// Character list, filter and detail: domain, data over bundled API pages, presentation.
        .target(
            name: "ChallengeCharacter",
            dependencies: ["ChallengeCore", "ChallengeDesignSystem", "ChallengeResources", "SwiftUI"],
            resources: [.copy("Data/Resources")]
        ),
        /// Home: the stateless, navigation-only screen (seed Option C).
        .target(name: "ChallengeHome", dependencies: ["ChallengeCore", "ChallengeDesignSystem", "ChallengeResources", "SwiftUI"]),
        /// Notes: the property-style view model of seed 003, over an in-memory repository.
        .target(name: "ChallengeNotes", dependencies: ["ChallengeCore", "ChallengeDesignSystem", "ChallengeResources", "SwiftUI"]),
        /// The composition root and the catalog of every screen's previews.
        .target(name: "ChallengeApp", dependencies: ["ChallengeCharacter", "ChallengeCore", "ChallengeHome", "ChallengeNotes", "SwiftUI"]),

        // MARK: - Tools

        /// The `snapshots` commands: test, review, accept, reject, diff, status, clean,
        /// report, render. Works on files and the run ledger; knows no app.
        .target(name: "SnapshotTool", dependencies: ["RenderFormat", "SnapshotCore"]),
        /// The `snapshots` executable. The tool alone: a consumer's `swift run snapshots`
        /// builds no view layer and none of the example app.
        .executableTarget(name: "snapshots", dependencies: ["SnapshotTool"]),
        /// `swift run example-previews`: the example app's previews, on any device and locale.
        .executableTarget(name: "example-previews", dependencies: ["SnapshotTool", "ChallengeApp", "ChallengeResources", "RenderContext", "SwiftUI"]),
        .executableTarget(name: "snapshot-benchmarks", dependencies: ["DesignTokens", "RenderContext", "SnapshotCore", "TextUI"]),

        // MARK: - Tests

        /// Temporary folders and child processes, for tests that need real files and
        /// other processes.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SnapshotCoreTests", dependencies: ["SnapshotCore", "TestSupport"]),
        .testTarget(name: "SnapshotTestKitTests", dependencies: ["SnapshotTestKit", "TestSupport"]),
        .testTarget(name: "RenderFormatTests", dependencies: ["RenderFormat", "TestSupport"]),
        .testTarget(name: "PreviewMacroExpansionTests", dependencies: ["PreviewMacroExpansion"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        .testTarget(name: "CoreTransferableTests", dependencies: ["CoreTransferable"]),
        .testTarget(name: "AppleFrameworksTests", dependencies: ["AppleFrameworks", "SwiftUI", "TextUI"]),
        // Combine as apps in Swift 5 mode use it, which adopt Swift 6 at their own pace.
        .testTarget(name: "CombineSwift5Tests", dependencies: ["Combine"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit"], resources: [.process("Resources")]),
        // Screen code from the corpus's apps, in Swift 5 mode as those apps build it.
        .testTarget(name: "UIKitSwift5Tests", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "TextUITests", dependencies: ["DesignTokens", "SnapshotCore", "TextUI", "ViewSnapshotTesting", "TestSupport"]),
        .testTarget(name: "ChallengeResourcesTests", dependencies: ["ChallengeResources", "SwiftUI"]),
        /// sst's API as a team's tests call it; references beside the test files, as sst keeps them.
        .testTarget(
            name: "SnapshotTestingTests",
            // Without MemberImportVisibility, as a team's tests build: the harness's own
            // trait is loaded beside sst's, and `.snapshots(record: .missing)` must still
            // compile.
            dependencies: ["SnapshotTesting", "SnapshotTestKit", "SwiftUI", "TestSupport", "UIKit"],
            // References are not sources: without this SwiftPM warns of each on every build.
            exclude: ["Screens/__Snapshots__"]
        ),
        /// Mocks the example app's tests share: navigator, tracker, image loader.
        .target(name: "ChallengeMocks", dependencies: ["ChallengeCore", "ChallengeDesignSystem"], path: "Tests/ChallengeMocks"),
        .testTarget(name: "ChallengeDesignSystemTests", dependencies: ["ChallengeDesignSystem", "ChallengeMocks", "ViewSnapshotTesting"]),
        .testTarget(name: "ChallengeCharacterTests", dependencies: ["ChallengeCharacter", "ChallengeMocks", "ChallengeResources", "ViewSnapshotTesting"]),
        .testTarget(name: "ChallengeHomeTests", dependencies: ["ChallengeHome", "ChallengeMocks", "ViewSnapshotTesting"]),
        .testTarget(name: "ChallengeNotesTests", dependencies: ["ChallengeNotes", "ChallengeResources", "ViewSnapshotTesting"]),
        /// Unit tests of the tool, and end-to-end runs of the built `snapshots` executable.
        .testTarget(
            name: "SnapshotToolTests",
            dependencies: ["SnapshotTool", "SnapshotTestKit", "SnapshotTesting", "snapshots", "SwiftUI", "TestSupport", "UIKit", "ViewSnapshotTesting"],
            // Fixtures of both assertion APIs live here; each file sees only what it imports.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(name: "ChallengeAppTests", dependencies: ["ChallengeApp", "ChallengeResources", "example-previews", "TestSupport", "ViewSnapshotTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

// Users run snapshot tests with `swift test`, a debug build. Left at -Onone there, the
// renderer and the harness run 5 to 7 times slower than in release: every generic view,
// array walk and string step goes through unspecialized code. So the library modules
// are compiled optimized in debug builds too (SwiftPM allows this flag in dependencies
// whose manifest is 6.2 or newer). Your own code stays at -Onone and debuggable.
// Benchmarks/README.md has the figures. UIKit is not among them: it is off the render's
// hot path (the 20-card render takes the same 475 µs), and optimizing its 5,700 lines
// cost a team's cold build 6 s.
let optimizedEvenInDebug: Set = ["DesignTokens", "RenderContext", "RenderFormat", "TextUI", "SnapshotCore", "SnapshotTestKit", "ViewSnapshotTesting"]
for target in package.targets where optimizedEvenInDebug.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug))]
}

// Views and the app run nonisolated async functions on their caller's actor (Swift
// 6.2's approachable concurrency), so the seeds' `Task { await viewModel.didAppear() }`
// inside a main-actor view compiles as written. The harness keeps the default: it is a
// library other packages link, whatever their settings.
let harnessTargets: Set = ["RenderContext", "SnapshotTesting", "RenderFormat", "RenderFormatTests", "UIKit", "_Testing_UIKit", "SnapshotCore", "SnapshotTestKit", "SnapshotTestKitTests", "snapshot-benchmarks", "TestSupport"]
for target in package.targets where !harnessTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
