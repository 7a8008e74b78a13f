// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

// The folders under Sources/ are the layers, bottom to top; a module lives in the folder of
// its layer and keeps its own name (README, "Inside"). A layer's modules import their own
// layer's and those named in parentheses, all below it, nothing else;
// `Tests/Shared/PackageRulesTests` reads every import and checks it, that the layers'
// imports make no cycle, and that each import is a declared dependency:
//
//   Harness     assertSnapshot, storage, record modes, diff, ledger, the render format     ()
//   Tool        the `snapshots` command                                                    (Harness)
//   Platform    what SwiftUI is built on (UIKit, Combine, CoreGraphics…), the frameworks   ()
//               that need no view layer, and the macro plugin
//   Renderer    TextUICore: SwiftUI's API and the text renderer; TextUI: it with UIKit;    (Platform, RenderFormat)
//               DesignTokens; RenderContext
//   Frameworks  SwiftUI, and the frameworks built with it (Charts, MapKit…)                (Renderer, Platform)
//   Bridges     where the harness meets the renderer: .device, and sst's API               (Harness, Renderer, Platform)
//   Example     the example app, as an iOS team writes it                                  (Frameworks, Platform, DesignTokens, RenderContext)
//   Benchmarks  speed figures                                                              (Harness, Renderer, Platform)

/// A module of a layer: `Sources/<layer>/<name>`.
func module(_ name: String, _ layer: String, dependencies: [Target.Dependency] = [], exclude: [String] = [], resources: [Resource]? = nil) -> Target {
    .target(name: name, dependencies: dependencies, path: "Sources/\(layer)/\(name)", exclude: exclude, resources: resources)
}

/// A stand-in for an Apple framework that needs no view layer (CoreLocation, CryptoKit):
/// `Sources/Platform/Apple/<name>`, its own product. It imports only platform modules.
func platformFramework(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    module(name, "Platform/Apple", dependencies: dependencies)
}

/// A stand-in for an Apple framework built with SwiftUI (Charts, MapKit):
/// `Sources/Frameworks/Apple/<name>`, its own product. It imports `SwiftUI` (or `TextUI`,
/// for what SwiftUI's names do not reach) and platform modules.
func swiftUIFramework(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    module(name, "Frameworks/Apple", dependencies: dependencies)
}

/// Tests of a module of a layer: `Tests/<layer>/<name>`.
func tests(_ name: String, _ layer: String, dependencies: [Target.Dependency], exclude: [String] = [], resources: [Resource]? = nil, swiftSettings: [SwiftSetting]? = nil) -> Target {
    .testTarget(name: name, dependencies: dependencies, path: "Tests/\(layer)/\(name)", exclude: exclude, resources: resources, swiftSettings: swiftSettings)
}

/// Apple's other frameworks, for Linux, each a product a team adds when its files import
/// it, as it links the framework on iOS. Declared as Apple declares them: views and
/// controllers that cannot work here draw as placeholders named by type, and services
/// answer as a device without the capability does (`canSendMail()` is false). Each sits
/// in the layer its imports put it in: under the renderer when it needs no view of
/// SwiftUI's, over it when it is built with them.
let platformFrameworks: [Target] = [
    platformFramework("AppIntents", dependencies: ["FoundationAdditions"]),
    platformFramework("AVFoundation"),
    platformFramework("CloudKit", dependencies: ["CoreLocation"]),
    platformFramework("CryptoKit"),
    platformFramework("CoreImage", dependencies: ["CoreGraphics", "ImageIO", "_Testing_CoreImage"]),
    platformFramework("CoreLocation"),
    platformFramework("CoreText", dependencies: ["CoreGraphics"]),
    platformFramework("EventKit"),
    // `@Generable` expands through the package's own macro plugin, as `@Model` does.
    platformFramework("FoundationModels", dependencies: ["PreviewMacros"]),
    platformFramework("ImageIO", dependencies: ["CoreGraphics"]),
    platformFramework("LinkPresentation", dependencies: ["UIKit"]),
    platformFramework("LocalAuthentication"),
    platformFramework("MessageUI", dependencies: ["UIKit"]),
    platformFramework("os", dependencies: ["FoundationAdditions"]),
    platformFramework("OSLog", dependencies: ["os"]),
    platformFramework("PDFKit", dependencies: ["UIKit"]),
    platformFramework("QuartzCore", dependencies: ["CoreGraphics"]),
    platformFramework("SafariServices", dependencies: ["UIKit"]),
    platformFramework("Security", dependencies: ["CoreGraphics"]),
    platformFramework("UserNotifications"),
    platformFramework("VisionKit", dependencies: ["UIKit"]),
]

let swiftUIFrameworks: [Target] = [
    swiftUIFramework("AuthenticationServices", dependencies: ["SwiftUI", "UIKit"]),
    swiftUIFramework("AVKit", dependencies: ["AVFoundation", "SwiftUI", "UIKit"]),
    swiftUIFramework("Charts", dependencies: ["SwiftUI", "TextUI"]),
    swiftUIFramework("MapKit", dependencies: ["CoreLocation", "SwiftUI", "UIKit"]),
    swiftUIFramework("PhotosUI", dependencies: ["SwiftUI", "UIKit"]),
    swiftUIFramework("StoreKit", dependencies: ["SwiftUI", "UIKit"]),
    // `@Model` expands through the package's own macro plugin, as `#Preview` does.
    swiftUIFramework("SwiftData", dependencies: ["FoundationAdditions", "PreviewMacros", "SwiftUI"]),
    swiftUIFramework("WebKit", dependencies: ["SwiftUI", "UIKit"]),
    swiftUIFramework("WidgetKit", dependencies: ["SwiftUI"]),
]

let frameworks = platformFrameworks + swiftUIFrameworks

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
    ] + frameworks.map { .library(name: $0.name, targets: [$0.name]) },
    traits: [
        .trait(name: "OptimizedHarness", description: "Compiles the harness (naming, reading, comparing, the ledger) optimized in debug builds too: an assertion costs what it costs in release, for about ten seconds more of cold build."),
        .trait(name: "OptimizedDebugBuild", description: "Compiles the view layer optimized in debug builds too: `swift test` renders several times faster, for more cold build. Implies OptimizedHarness and WholeModuleDebugBuild.", enabledTraits: ["OptimizedHarness", "WholeModuleDebugBuild"]),
        .trait(name: "WholeModuleDebugBuild", description: "Compiles each of the package's modules in one compiler job in debug builds too, as release builds do: a cold build does about a third less compiler work. A change inside this package then recompiles its whole module; `--disable-default-traits` leaves it off while you work on the package. On by default."),
        .default(enabledTraits: ["WholeModuleDebugBuild"]),
    ],
    targets: [
        // MARK: - Harness: knows no views

        /// What a render file is: its sections, the semantics syntax, what counts as
        /// invisible. The view layer writes it, the harness's diff and the tool read it.
        module("RenderFormat", "Harness"),
        /// Line, inline and semantic diffs of two renders and the unified diff format: what
        /// a reviewer reads when a render changed. Never on the path of a render that matches.
        module("SnapshotDiff", "Harness", dependencies: ["RenderFormat"]),
        /// Strategies, storage, record modes, naming, verification and ledger, with the diff
        /// re-exported. No test framework, so the command-line tool and the benchmarks link
        /// it without XCTest.
        module("SnapshotCore", "Harness", dependencies: ["RenderFormat", "SnapshotDiff"]),
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

        // MARK: - Platform: what SwiftUI is built on, and what needs no view layer

        /// `import CoreGraphics` for Linux: what Foundation does not declare here
        /// (`CGAffineTransform`, `CGVector`, line caps and joins).
        module("CoreGraphics", "Platform", dependencies: ["_Testing_CoreGraphics"]),
        /// The cross-import overlay Swift Testing asks for beside a `CoreGraphics`; empty.
        module("_Testing_CoreGraphics", "Platform"),
        /// `import Combine` for Linux, written here: publishers, subjects, operators,
        /// schedulers, `ObservableObject` and `@Published` with its `$` publisher.
        module("Combine", "Platform", dependencies: ["FoundationAdditions"]),
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
        module("UIKit", "Platform", dependencies: ["CoreGraphics", "CoreImage", "DeveloperToolsSupport", "ImageIO", "QuartzCore", "FoundationAdditions", "UserNotifications", "_Testing_UIKit"]),
        /// The asset symbols Xcode generates build on these: `ColorResource`, `ImageResource`.
        module("DeveloperToolsSupport", "Platform"),
        /// The cross-import overlay Swift Testing asks for beside a `UIKit`; empty.
        module("_Testing_UIKit", "Platform"),
        /// The cross-import overlay Swift Testing asks for beside a `CoreImage`; empty.
        module("_Testing_CoreImage", "Platform"),
        /// `#Preview`, `@Previewable` and `@Entry` for Linux, SwiftData's `@Model` and
        /// `@Query`, FoundationModels' `@Generable`: a compiler plugin that speaks the
        /// toolchain's plugin protocol, with no syntax library (see `PluginMessage`). It
        /// sits at the bottom, with what the SDK brings, because modules of three layers
        /// expand through it (TextUI, FoundationModels, SwiftData) and it imports nothing
        /// of the package: every edge to it goes down.
        .macro(name: "PreviewMacros", dependencies: ["PreviewMacroExpansion"], path: "Sources/Platform/PreviewMacros"),
        /// What the plugin's macros expand to, read from their source text; tested on its own.
        module("PreviewMacroExpansion", "Platform"),
    ] + platformFrameworks + [

        // MARK: - Renderer: SwiftUI's API and the text renderer

        /// The device a render is made for, and the locale of the render in progress.
        module("RenderContext", "Renderer"),
        /// SwiftUI's views and values, each primitive an `Element` the passes ask, and the
        /// deterministic text renderer. It knows neither UIKit nor Combine and declares no
        /// macro, so a team's cold build compiles it beside both and beside the macro
        /// plugin's link, instead of after them (`LayerRulesTests` says why).
        module(
            "TextUICore", "Renderer",
            dependencies: ["CoreGraphics", "CoreTransferable", "DeveloperToolsSupport", "FoundationAdditions", "UniformTypeIdentifiers", "RenderContext", "RenderFormat"],
            exclude: ["Engine/Text/Width/generate-width-table.py"]
        ),
        /// The view layer as screens import it (`import TextUI`, and `import SwiftUI` through
        /// it): TextUICore with UIKit and Combine, and SwiftUI's sides of the two
        /// (`UIHostingController`, the representables, `Color(uiColor:)`; `@StateObject`,
        /// `@ObservedObject`, `@EnvironmentObject`, `onReceive`), and SwiftUI's macros
        /// (`#Preview`, `@Previewable`, `@Entry`) with the plugin that expands them.
        module("TextUI", "Renderer", dependencies: ["TextUICore", "UIKit", "Combine", "PreviewMacros"]),
        /// What a design system calls so that renders name its tokens and components.
        /// Imported explicitly: `import SwiftUI` does not bring it.
        module("DesignTokens", "Renderer", dependencies: ["TextUI"]),

        // MARK: - Frameworks: SwiftUI, and the frameworks built with it

        /// `import SwiftUI` for Linux: TextUI's SwiftUI names under the name screens import,
        /// with what the import brings on iOS (Foundation, Observation, UIKit's types,
        /// Combine, CoreGraphics).
        module("SwiftUI", "Frameworks", dependencies: ["TextUI"]),
        // Then Apple's frameworks built with SwiftUI. (Third-party libraries' stand-ins
        // are a package of their own, `Sources/ThirdParty`: see there.)
    ] + swiftUIFrameworks + [

        // MARK: - Bridges: where the harness meets the renderer

        /// `.device` and `.component` strategies, and preview snapshots.
        module("ViewSnapshotTesting", "Bridges", dependencies: ["RenderContext", "SnapshotTestKit", "TextUI"]),
        /// `import SnapshotTesting` for Linux: swift-snapshot-testing's API (`.image(on:)`,
        /// `ViewImageConfig`, the `.snapshots` trait) over the harness. Image strategies
        /// write the screen's text render where sst writes a PNG.
        module("SnapshotTesting", "Bridges", dependencies: ["RenderContext", "RenderFormat", "SnapshotTestKit", "TextUI", "UIKit", "ViewSnapshotTesting"]),

        // MARK: - Example: the example app, as an iOS team writes it

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
        /// Home: a stateless screen that only navigates.
        module("ChallengeHome", "Example", dependencies: ["ChallengeCore", "ChallengeDesignSystem", "ChallengeResources", "SwiftUI"]),
        /// Notes: a view model of plain properties rather than a state enum, over an
        /// in-memory repository.
        module("ChallengeNotes", "Example", dependencies: ["ChallengeCore", "ChallengeDesignSystem", "ChallengeResources", "SwiftUI"]),
        /// The composition root, the app's root view over its navigator, and the catalog
        /// of every screen's previews.
        module("ChallengeApp", "Example", dependencies: ["ChallengeCharacter", "ChallengeCore", "ChallengeDesignSystem", "ChallengeHome", "ChallengeNotes", "ChallengeResources", "SwiftUI"]),
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
        tests("SnapshotDiffTests", "Harness", dependencies: ["SnapshotDiff", "TestSupport"]),
        tests("SnapshotTestKitTests", "Harness", dependencies: ["SnapshotCore", "SnapshotTestKit", "TestSupport"]),

        /// Unit tests of the tool, and end-to-end runs of the built `snapshots` executable.
        tests(
            "SnapshotToolTests", "Tool",
            dependencies: ["RenderFormat", "SnapshotCore", "SnapshotTool", "SnapshotTestKit", "SnapshotTesting", "snapshots", "SwiftUI", "TestSupport", "UIKit", "ViewSnapshotTesting"],
            // The MCP server's scenarios with a real client, the official Python SDK.
            exclude: ["MCP/mcp_client_scenarios.py"]
        ),

        /// `snapshots init` over repositories made at run time: Xcode projects, local
        /// packages, and git repositories standing in for third-party packages.
        tests("RepositoryAdoptionTests", "Tool", dependencies: ["RepositoryAdoption", "SnapshotCore", "TestSupport"]),

        tests("CoreGraphicsTests", "Platform", dependencies: ["CoreGraphics", "TestSupport"]),
        tests("CombineTests", "Platform", dependencies: ["Combine", "FoundationAdditions"]),
        // Combine as apps in Swift 5 mode use it, which adopt Swift 6 at their own pace.
        tests("CombineSwift5Tests", "Platform", dependencies: ["Combine"], swiftSettings: [.swiftLanguageMode(.v5)]),
        tests("CoreTransferableTests", "Platform", dependencies: ["CoreTransferable"]),
        tests("FoundationAdditionsTests", "Platform", dependencies: ["FoundationAdditions"]),
        tests("UIKitTests", "Platform", dependencies: ["TestSupport", "UIKit"], resources: [.process("Resources")]),
        // Screen code from the corpus's apps, in Swift 5 mode as those apps build it.
        tests("UIKitSwift5Tests", "Platform", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // FoundationModels' macro is type-checked by the compiler.
        tests("PlatformFrameworksTests", "Platform", dependencies: platformFrameworks.map { .target(name: $0.name) } + ["TestSupport"]),
        tests("PreviewMacroExpansionTests", "Platform", dependencies: ["PreviewMacroExpansion"]),

        tests("TextUITests", "Renderer", dependencies: ["CoreGraphics", "DesignTokens", "RenderContext", "RenderFormat", "SnapshotCore", "TextUI", "TextUICore", "UIKit", "ViewSnapshotTesting", "TestSupport"]),

        // SwiftData's and Charts' screens are snapshot-tested, SwiftData's macro type-checked by the compiler.
        tests("FrameworksTests", "Frameworks", dependencies: frameworks.map { .target(name: $0.name) } + ["SwiftUI", "TestSupport", "TextUI", "TextUICore", "ViewSnapshotTesting"]),

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
        tests("ChallengeAppTests", "Example", dependencies: ["ChallengeApp", "ChallengeCore", "ChallengeResources", "example-previews", "TestSupport", "TextUI", "ViewSnapshotTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

// Users run snapshot tests with `swift test`, a debug build, and on CI every run is a
// cold one. The harness (what every assertion runs: naming, reading, comparing,
// accounting) is written to be fast unoptimized: C's byte functions instead of byte
// loops, nothing copied or rebuilt that a test's earlier assertions already made, no
// array for a reference that matches. So it builds at -Onone like everything else, and
// a consumer's first build does not pay the optimizer for it (about 17 s of compiler
// work). The `OptimizedHarness` trait still builds it optimized, for a team whose suite
// asserts many thousands of screens; `OptimizedDebugBuild` does the same for the view
// layer, the diff and the view strategies' glue. A team's own code stays at -Onone and
// debuggable either way. The README's "Speed" has the figures.
let harnessModules: Set = ["SnapshotCore", "SnapshotTestKit", "SnapshotTesting"]
let optimizedOnRequest: Set = ["DesignTokens", "RenderContext", "SnapshotDiff", "TextUI", "TextUICore", "ViewSnapshotTesting"]
for target in package.targets {
    if harnessModules.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug, traits: ["OptimizedHarness"]))]
    } else if optimizedOnRequest.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug, traits: ["OptimizedDebugBuild"]))]
    }
}

// A debug build compiles each module in batches of files by default, each batch and a
// separate module job checking the declarations of the whole module again: for a team
// that never edits this package, work for nothing. The `WholeModuleDebugBuild` trait, on
// by default, compiles each of its modules in one job (with one thread per core for code
// generation, as SwiftPM's release builds): the consumer of `Benchmarks/cold-build.sh`
// builds in about four fifths of the time (92-101 s against 118-123 s beside it); the
// package's test targets keep their batches.
let wholeModule = ["-wmo", "-disable-batch-mode", "-no-emit-module-separately-wmo", "-num-threads", "\(ProcessInfo.processInfo.activeProcessorCount)"]
for target in package.targets where target.type != .test {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(wholeModule, .when(configuration: .debug, traits: ["WholeModuleDebugBuild"]))]
}

// Views and the app run nonisolated async functions on their caller's actor (Swift
// 6.2's approachable concurrency), so the example app's `Task { await viewModel.didAppear() }`
// inside a main-actor view compiles as written. The harness keeps the default: it is a
// library other packages link, whatever their settings.
let harnessTargets: Set = ["RenderContext", "SnapshotTesting", "RenderFormat", "RenderFormatTests", "UIKit", "_Testing_UIKit", "SnapshotCore", "SnapshotDiff", "SnapshotTestKit", "SnapshotTestKitTests", "snapshot-benchmarks", "TestSupport"]
for target in package.targets where !harnessTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
