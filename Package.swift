// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

// The folders under Sources/ are the layers; a module lives in the folder of its layer
// and keeps its own name (README, "Inside"). A layer's modules import their own layer's
// and those named in parentheses, nothing else; `Tests/Shared/PackageRulesTests` reads
// every import and checks it, and that each import is a declared dependency:
//
//   Harness     assertSnapshot, storage, record modes, diff, ledger, the render format   ()
//   Tool        the `snapshots` command                                                    (Harness)
//   Platform    what `import SwiftUI`, `import UIKit`… bring on iOS, one framework a product (TextUI, for SwiftUI's views)
//   Renderer    TextUI: SwiftUI's API and the text renderer; DesignTokens; RenderContext  (Platform, RenderFormat)
//   Bridges     where the harness meets the renderer: .device, and sst's API               (Harness, Renderer, Platform)
//   Example     the seeds' app, as an iOS team writes it                                   (Platform, DesignTokens, RenderContext)
//   Benchmarks  speed figures                                                              (Harness, Renderer, Platform)

/// A module of a layer: `Sources/<layer>/<name>`.
func module(_ name: String, _ layer: String, dependencies: [Target.Dependency] = [], exclude: [String] = [], resources: [Resource]? = nil) -> Target {
    .target(name: name, dependencies: dependencies, path: "Sources/\(layer)/\(name)", exclude: exclude, resources: resources)
}

/// A framework stand-in: `Sources/Platform/Frameworks/<name>`, its own product.
func framework(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    module(name, "Platform/Frameworks", dependencies: dependencies)
}

/// A stand-in for a third-party library: `Sources/Platform/ThirdParty/<name>`, its own product.
func thirdParty(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    module(name, "Platform/ThirdParty", dependencies: dependencies)
}

/// Tests of a module of a layer: `Tests/<layer>/<name>`.
func tests(_ name: String, _ layer: String, dependencies: [Target.Dependency], exclude: [String] = [], resources: [Resource]? = nil, swiftSettings: [SwiftSetting]? = nil) -> Target {
    .testTarget(name: name, dependencies: dependencies, path: "Tests/\(layer)/\(name)", exclude: exclude, resources: resources, swiftSettings: swiftSettings)
}

/// Apple's other frameworks, for Linux, each a product a team adds when its files import
/// it, as it links the framework on iOS. Declared as Apple declares them: views and
/// controllers that cannot work here draw as placeholders named by type, and services
/// answer as a device without the capability does (`canSendMail()` is false).
let frameworks: [Target] = [
    framework("AppIntents", dependencies: ["FoundationAdditions"]),
    framework("AuthenticationServices", dependencies: ["SwiftUI", "UIKit"]),
    framework("AVFoundation"),
    framework("AVKit", dependencies: ["AVFoundation", "SwiftUI", "UIKit"]),
    framework("Charts", dependencies: ["SwiftUI", "TextUI"]),
    framework("CloudKit", dependencies: ["CoreLocation"]),
    framework("CryptoKit"),
    framework("CoreLocation"),
    framework("CoreText", dependencies: ["CoreGraphics"]),
    framework("EventKit"),
    // `@Generable` expands through the package's own macro plugin, as `@Model` does.
    framework("FoundationModels", dependencies: ["PreviewMacros"]),
    framework("ImageIO", dependencies: ["CoreGraphics", "UIKit"]),
    framework("LinkPresentation", dependencies: ["UIKit"]),
    framework("LocalAuthentication"),
    framework("MapKit", dependencies: ["CoreLocation", "SwiftUI", "UIKit"]),
    framework("MessageUI", dependencies: ["UIKit"]),
    framework("os"),
    framework("OSLog", dependencies: ["os"]),
    framework("PDFKit", dependencies: ["UIKit"]),
    framework("PhotosUI", dependencies: ["SwiftUI", "UIKit"]),
    framework("SafariServices", dependencies: ["UIKit"]),
    framework("Security", dependencies: ["CoreGraphics"]),
    framework("StoreKit", dependencies: ["SwiftUI", "UIKit"]),
    // `@Model` expands through the package's own macro plugin, as `#Preview` does.
    framework("SwiftData", dependencies: ["FoundationAdditions", "PreviewMacros", "SwiftUI"]),
    framework("UserNotifications"),
    framework("VisionKit", dependencies: ["UIKit"]),
    framework("WebKit", dependencies: ["SwiftUI", "UIKit"]),
    framework("WidgetKit", dependencies: ["SwiftUI"]),
]

/// Third-party libraries that cannot build on Linux (Objective-C targets, binary
/// frameworks, `@objc` classes), for the screens and app code that import them. Each is a
/// product named as the module, declared with the library's own signatures and written
/// here, as `frameworks` are: a view draws what a still picture shows (a remote image or
/// an animation is a placeholder named by its URL or file, a traced view is its content),
/// and every other call answers as a device offline does (a download fails with
/// `URLError(.notConnectedToInternet)`, remote config keeps its defaults, a crash reporter
/// sends nothing).
let thirdPartyStandIns: [Target] = [
    thirdParty("FirebaseCore"),
    thirdParty("FirebaseAnalytics"),
    thirdParty("FirebaseCrashlytics", dependencies: ["FirebaseCore"]),
    thirdParty("FirebaseRemoteConfig", dependencies: ["FirebaseCore", "SwiftUI"]),
    thirdParty("Kingfisher", dependencies: ["SwiftUI", "UIKit"]),
    thirdParty("Lottie", dependencies: ["SwiftUI", "UIKit"]),
    thirdParty("SDWebImage", dependencies: ["UIKit"]),
    // The real one re-exports SDWebImage, so `import SDWebImageSwiftUI` brings both.
    thirdParty("SDWebImageSwiftUI", dependencies: ["SDWebImage", "SwiftUI"]),
    // Sentry 9 declares its SwiftUI views in `Sentry`; `SentrySwiftUI` re-exports it.
    thirdParty("Sentry", dependencies: ["SwiftUI"]),
    thirdParty("SentrySwiftUI", dependencies: ["Sentry"]),
]

let package = Package(
    name: "TextSnapshotTesting",
    platforms: [.macOS(.v14)],
    products: [
        // Tests: the harness, and the strategies that render views.
        .library(name: "SnapshotTestKit", targets: ["SnapshotTestKit"]),
        .library(name: "ViewSnapshotTesting", targets: ["ViewSnapshotTesting"]),
        // For Linux: swift-snapshot-testing's API over this harness, so a team's existing
        // snapshot tests run unchanged and write text renders. See "Bring your tests".
        .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
        // For Linux: what `import SwiftUI` brings on iOS (SwiftUI, with UIKit's types,
        // Combine and CoreGraphics), so a team's screens compile here unchanged. See
        // "Bring your screens" in the README.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "FoundationAdditions", targets: ["FoundationAdditions"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "DeveloperToolsSupport", targets: ["DeveloperToolsSupport"]),
        // The view layer under its own name, and what a design system and its string
        // table reach beyond SwiftUI.
        .library(name: "TextUI", targets: ["TextUI"]),
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        .library(name: "RenderContext", targets: ["RenderContext"]),
        .executable(name: "snapshots", targets: ["snapshots"]),
        .executable(name: "example-previews", targets: ["example-previews"]),
    ] + (frameworks + thirdPartyStandIns).map { .library(name: $0.name, targets: [$0.name]) },
    traits: [
        .trait(name: "OptimizedDebugBuild", description: "Compiles the view layer and the harness optimized in debug builds too: `swift test` renders about 7 times faster, for about 16 s more of cold build."),
    ],
    targets: [
        // MARK: - Harness: knows no views

        /// What a render file is: its sections, the semantics syntax, what counts as
        /// invisible. The view layer writes it, the harness's diff and the tool read it.
        module("RenderFormat", "Harness"),
        /// Strategies, storage, record modes, diff and ledger. No test framework, so the
        /// command-line tool and the benchmarks link it without XCTest.
        module("SnapshotCore", "Harness", dependencies: ["RenderFormat"]),
        /// `assertSnapshot` for Swift Testing and XCTest, on top of SnapshotCore.
        module("SnapshotTestKit", "Harness", dependencies: ["SnapshotCore"]),

        // MARK: - Tool

        /// The `snapshots` commands: test, review, accept, reject, diff, status, clean,
        /// report, render. Works on files and the run ledger; knows no app.
        module("SnapshotTool", "Tool", dependencies: ["RenderFormat", "RepositoryAdoption", "SnapshotCore"]),
        /// `snapshots init`: reads a repository's Xcode projects, its packages and the
        /// third-party packages it pins, and writes the Linux package that builds them.
        module("RepositoryAdoption", "Tool", dependencies: ["SnapshotCore"]),
        /// The `snapshots` executable. The tool alone: a consumer's `swift run snapshots`
        /// builds no view layer and none of the example app.
        .executableTarget(name: "snapshots", dependencies: ["SnapshotTool"], path: "Sources/Tool/snapshots"),

        // MARK: - Platform: what the imports bring on iOS

        /// `import CoreGraphics` for Linux: what Foundation does not declare here
        /// (`CGAffineTransform`, `CGVector`, line caps and joins).
        module("CoreGraphics", "Platform", dependencies: ["_Testing_CoreGraphics"]),
        /// The cross-import overlay Swift Testing asks for beside a `CoreGraphics`; empty.
        module("_Testing_CoreGraphics", "Platform"),
        /// `import Combine` for Linux, written here: publishers, subjects, operators,
        /// schedulers, `ObservableObject` and `@Published` with its `$` publisher.
        module("Combine", "Platform"),
        /// `import UniformTypeIdentifiers` for Linux: `UTType` and the system's common types.
        module("UniformTypeIdentifiers", "Platform"),
        /// `import CoreTransferable` for Linux: `Transferable` and its representations,
        /// with `exported(as:)` running them.
        module("CoreTransferable", "Platform", dependencies: ["UniformTypeIdentifiers"]),
        /// What iOS code uses daily of Foundation that Linux's lacks or marks unavailable
        /// (`NSPredicate(format:)`, `DateComponentsFormatter`, `LocalizedStringResource`,
        /// markdown, `FileWrapper`…). `import UIKit` and `import SwiftUI` bring it, as on
        /// iOS; a file importing Foundation alone imports it by name.
        module("FoundationAdditions", "Platform"),
        /// The UIKit types SwiftUI code touches (`UIImage`, `UIColor`, `UIView`), for Linux.
        /// It knows nothing of renders: a `UIImage` is an image.
        module("UIKit", "Platform", dependencies: ["CoreGraphics", "DeveloperToolsSupport", "FoundationAdditions", "UserNotifications", "_Testing_UIKit"]),
        /// The asset symbols Xcode generates build on these: `ColorResource`, `ImageResource`.
        module("DeveloperToolsSupport", "Platform"),
        /// The cross-import overlay Swift Testing asks for beside a `UIKit`; empty.
        module("_Testing_UIKit", "Platform"),
        /// `import SwiftUI` for Linux: TextUI's SwiftUI names under the name screens import,
        /// with what the import brings on iOS (Foundation, Observation, UIKit's types,
        /// Combine, CoreGraphics).
        module("SwiftUI", "Platform", dependencies: ["TextUI"]),
    ] + frameworks + thirdPartyStandIns + [

        // MARK: - Renderer: SwiftUI's API and the text renderer

        /// The device a render is made for, and the locale of the render in progress.
        module("RenderContext", "Renderer"),
        /// SwiftUI's views and values, each primitive an `Element` the passes ask, and the
        /// deterministic text renderer.
        module(
            "TextUI", "Renderer",
            dependencies: ["Combine", "CoreGraphics", "CoreTransferable", "DeveloperToolsSupport", "UniformTypeIdentifiers", "PreviewMacros", "RenderContext", "RenderFormat", "UIKit"],
            exclude: ["Engine/Text/Width/generate-width-table.py"]
        ),
        /// `#Preview`, `@Previewable` and `@Entry` for Linux, and SwiftData's `@Model` and
        /// `@Query`: a compiler plugin that speaks the toolchain's plugin protocol, with no
        /// syntax library (see `PluginMessage`).
        .macro(name: "PreviewMacros", dependencies: ["PreviewMacroExpansion"], path: "Sources/Renderer/PreviewMacros"),
        /// What the plugin's macros expand to, read from their source text; tested on its own.
        module("PreviewMacroExpansion", "Renderer"),
        /// What a design system calls so that renders name its tokens and components.
        /// Imported explicitly: `import SwiftUI` does not bring it.
        module("DesignTokens", "Renderer", dependencies: ["TextUI"]),

        // MARK: - Bridges: where the harness meets the renderer

        /// `.device` and `.component` strategies, and preview snapshots.
        module("ViewSnapshotTesting", "Bridges", dependencies: ["RenderContext", "SnapshotTestKit", "TextUI"]),
        /// `import SnapshotTesting` for Linux: swift-snapshot-testing's API (`.image(on:)`,
        /// `ViewImageConfig`, the `.snapshots` trait) over the harness. Image strategies
        /// write the screen's text render where sst writes a PNG.
        module("SnapshotTesting", "Bridges", dependencies: ["RenderContext", "RenderFormat", "SnapshotTestKit", "TextUI", "UIKit", "ViewSnapshotTesting"]),

        // MARK: - Example: the seeds' app, as an iOS team writes it

        /// Localized strings (en, es, a pseudo-locale) and `.localized()`.
        module("ChallengeResources", "Example", dependencies: ["RenderContext", "SwiftUI"], resources: [.copy("Strings")]),
        /// Design tokens behind a theme, and the components the screens are made of.
        module("ChallengeDesignSystem", "Example", dependencies: ["DesignTokens", "SwiftUI"]),
        /// What features share: cache policy, navigation and tracking contracts.
        module("ChallengeCore", "Example", dependencies: ["SwiftUI"]),
        /// Character list, filter and detail: domain, data over bundled API pages, presentation.
        module(
            "ChallengeCharacter", "Example",
            dependencies: ["ChallengeCore", "ChallengeDesignSystem", "ChallengeResources", "SwiftUI"],
            resources: [.copy("Data/Resources")]
        ),
        /// Home: the stateless, navigation-only screen (seed Option C).
        module("ChallengeHome", "Example", dependencies: ["ChallengeCore", "ChallengeDesignSystem", "ChallengeResources", "SwiftUI"]),
        /// Notes: the property-style view model of seed 003, over an in-memory repository.
        module("ChallengeNotes", "Example", dependencies: ["ChallengeCore", "ChallengeDesignSystem", "ChallengeResources", "SwiftUI"]),
        /// The composition root and the catalog of every screen's previews.
        module("ChallengeApp", "Example", dependencies: ["ChallengeCharacter", "ChallengeCore", "ChallengeHome", "ChallengeNotes", "SwiftUI"]),
        /// `swift run example-previews`: the example app's previews, on any device and locale.
        .executableTarget(
            name: "example-previews",
            dependencies: ["SnapshotTool", "ChallengeApp", "ChallengeResources", "RenderContext", "SwiftUI", "TextUI"],
            path: "Sources/Example/example-previews"
        ),

        // MARK: - Benchmarks

        .executableTarget(
            name: "snapshot-benchmarks",
            dependencies: ["DesignTokens", "RenderContext", "SnapshotCore", "TextUI"],
            path: "Sources/Benchmarks/snapshot-benchmarks"
        ),

        // MARK: - Tests, one folder a layer as under Sources/

        /// Temporary folders and child processes, for tests that need real files and
        /// other processes.
        .target(name: "TestSupport", path: "Tests/Shared/TestSupport"),
        /// The layers' rules, read from every file's imports and the manifest.
        .testTarget(name: "PackageRulesTests", dependencies: ["SnapshotCore", "TestSupport"], path: "Tests/Shared/PackageRulesTests"),

        tests("RenderFormatTests", "Harness", dependencies: ["RenderFormat", "TestSupport"]),
        tests("SnapshotCoreTests", "Harness", dependencies: ["SnapshotCore", "TestSupport"]),
        tests("SnapshotTestKitTests", "Harness", dependencies: ["SnapshotCore", "SnapshotTestKit", "TestSupport"]),

        /// Unit tests of the tool, and end-to-end runs of the built `snapshots` executable.
        tests(
            "SnapshotToolTests", "Tool",
            dependencies: ["RenderFormat", "SnapshotCore", "SnapshotTool", "SnapshotTestKit", "SnapshotTesting", "snapshots", "SwiftUI", "TestSupport", "UIKit", "ViewSnapshotTesting"]
        ),

        /// `snapshots init` over repositories made at run time: Xcode projects, local
        /// packages, and git repositories standing in for third-party packages.
        tests("RepositoryAdoptionTests", "Tool", dependencies: ["RepositoryAdoption", "SnapshotCore", "TestSupport"]),

        tests("CoreGraphicsTests", "Platform", dependencies: ["CoreGraphics"]),
        tests("CombineTests", "Platform", dependencies: ["Combine"]),
        // Combine as apps in Swift 5 mode use it, which adopt Swift 6 at their own pace.
        tests("CombineSwift5Tests", "Platform", dependencies: ["Combine"], swiftSettings: [.swiftLanguageMode(.v5)]),
        tests("CoreTransferableTests", "Platform", dependencies: ["CoreTransferable"]),
        tests("FoundationAdditionsTests", "Platform", dependencies: ["FoundationAdditions"]),
        tests("UIKitTests", "Platform", dependencies: ["UIKit"], resources: [.process("Resources")]),
        // Screen code from the corpus's apps, in Swift 5 mode as those apps build it.
        tests("UIKitSwift5Tests", "Platform", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // SwiftData's and Charts' screens are snapshot-tested, SwiftData's macro type-checked by the compiler.
        tests("FrameworksTests", "Platform", dependencies: frameworks.map { .target(name: $0.name) } + ["SwiftUI", "TestSupport", "TextUI", "ViewSnapshotTesting"]),
        // The third-party stand-ins: app code through the compiler, and what their views draw.
        tests("ThirdPartyTests", "Platform", dependencies: thirdPartyStandIns.map { .target(name: $0.name) } + ["SwiftUI", "TestSupport", "TextUI", "UIKit", "ViewSnapshotTesting"]),

        tests("PreviewMacroExpansionTests", "Renderer", dependencies: ["PreviewMacroExpansion"]),
        tests("TextUITests", "Renderer", dependencies: ["CoreGraphics", "DesignTokens", "RenderContext", "RenderFormat", "SnapshotCore", "TextUI", "UIKit", "ViewSnapshotTesting", "TestSupport"]),

        /// sst's API as a team's tests call it; references beside the test files, as sst keeps them.
        tests(
            "SnapshotTestingTests", "Bridges",
            dependencies: ["CoreGraphics", "SnapshotTesting", "SnapshotTestKit", "SwiftUI", "TestSupport", "UIKit"],
            // References are not sources: without this SwiftPM warns of each on every build.
            exclude: ["Screens/__Snapshots__"]
        ),

        /// Mocks the example app's tests share: navigator, tracker, image loader.
        .target(name: "ChallengeMocks", dependencies: ["ChallengeCore", "ChallengeDesignSystem"], path: "Tests/Example/ChallengeMocks"),
        tests("ChallengeResourcesTests", "Example", dependencies: ["ChallengeResources", "SwiftUI", "TextUI"]),
        tests("ChallengeDesignSystemTests", "Example", dependencies: ["ChallengeDesignSystem", "ChallengeMocks", "SwiftUI", "TextUI", "ViewSnapshotTesting"]),
        tests("ChallengeCharacterTests", "Example", dependencies: ["ChallengeCharacter", "ChallengeCore", "ChallengeMocks", "ChallengeResources", "TextUI", "ViewSnapshotTesting"]),
        tests("ChallengeHomeTests", "Example", dependencies: ["ChallengeCore", "ChallengeHome", "ChallengeMocks", "ViewSnapshotTesting"]),
        tests("ChallengeNotesTests", "Example", dependencies: ["ChallengeNotes", "ChallengeResources", "ViewSnapshotTesting"]),
        tests("ChallengeAppTests", "Example", dependencies: ["ChallengeApp", "ChallengeResources", "example-previews", "TestSupport", "TextUI", "ViewSnapshotTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

// Users run snapshot tests with `swift test`, a debug build, and on CI every run is a
// cold one. So this package's modules build at -Onone there by default: optimizing the
// view layer and the harness costs a team's cold build about 16 s on 2 cores, while at
// -Onone a render takes about 2.3 ms instead of 0.35 and a verify 7 µs instead of 6
// (0.2 s a hundred screens). A team with thousands of screens turns on the
// `OptimizedDebugBuild` trait, which compiles them optimized in debug builds too (SwiftPM
// allows the flag in a dependency whose manifest is 6.2 or newer); its own code stays
// at -Onone and debuggable. The README's "Speed" has the figures.
let optimizedByTrait: Set = ["DesignTokens", "RenderContext", "RenderFormat", "SnapshotCore", "SnapshotTestKit", "TextUI", "ViewSnapshotTesting"]
for target in package.targets where optimizedByTrait.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug, traits: ["OptimizedDebugBuild"]))]
}

// Views and the app run nonisolated async functions on their caller's actor (Swift
// 6.2's approachable concurrency), so the seeds' `Task { await viewModel.didAppear() }`
// inside a main-actor view compiles as written. The harness keeps the default: it is a
// library other packages link, whatever their settings.
let harnessTargets: Set = ["RenderContext", "SnapshotTesting", "RenderFormat", "RenderFormatTests", "UIKit", "_Testing_UIKit", "SnapshotCore", "SnapshotTestKit", "SnapshotTestKitTests", "snapshot-benchmarks", "TestSupport"]
for target in package.targets where !harnessTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
