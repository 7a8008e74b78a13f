// swift-tools-version: 6.2
// Stand-ins for third-party libraries that cannot build on Linux (Objective-C targets,
// binary frameworks, `@objc` classes), for the screens and app code that import them. Each
// is a module named as the library's, declared with the library's own signatures: a view
// draws what a still picture shows (a remote image or an animation is a placeholder named
// by its URL or file, a traced view is its content), and every other call answers as a
// device offline does (a download fails with `URLError(.notConnectedToInternet)`, remote
// config keeps its defaults, a crash reporter sends nothing).
//
// A package of its own, not targets of the root package: SwiftPM allows one target of a
// name in a package graph, so a root target named `Lottie` would stop every team whose
// own package has a module of that name (its own stand-in, a wrapper) from depending on
// this package at all. `snapshots init` copies the stand-ins a repository uses into its
// Linux package (`ThirdParty/text-snapshot-testing-stand-ins/`), where they are its own
// targets. This manifest builds and tests them here, in a build folder of their own:
//
//   swift test --package-path Sources/ThirdParty --scratch-path .build/stand-ins
//
// (`.ci/run` shares the root's `.build` instead, so nothing of the root is built twice:
// SwiftPM keeps one build plan a build folder and reuses it whichever package asks, so
// there this package plans afresh (`--disable-build-manifest-caching`) and the plan is
// removed afterwards, for the next root build to plan its own.)
// `Platform/` holds those that need no view of SwiftUI's, `Frameworks/` those that do.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency by its folder: the checkout's, whatever it is called.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

func standIn(_ name: String, _ layer: String, dependencies: [Target.Dependency]) -> Target {
    .target(name: name, dependencies: dependencies, path: "\(layer)/\(name)")
}

func ours(_ product: String) -> Target.Dependency {
    .product(name: product, package: root)
}

let standIns: [Target] = [
    standIn("FirebaseCore", "Platform", dependencies: []),
    standIn("FirebaseAnalytics", "Platform", dependencies: []),
    standIn("FirebaseCrashlytics", "Platform", dependencies: ["FirebaseCore"]),
    standIn("FirebaseRemoteConfig", "Frameworks", dependencies: ["FirebaseCore", ours("SwiftUI")]),
    standIn("Kingfisher", "Frameworks", dependencies: [ours("DesignTokens"), ours("SwiftUI"), ours("UIKit")]),
    standIn("Lottie", "Frameworks", dependencies: [ours("DesignTokens"), ours("SwiftUI"), ours("UIKit")]),
    standIn("SDWebImage", "Platform", dependencies: [ours("UIKit")]),
    // The real one re-exports SDWebImage, so `import SDWebImageSwiftUI` brings both.
    standIn("SDWebImageSwiftUI", "Frameworks", dependencies: ["SDWebImage", ours("DesignTokens"), ours("SwiftUI")]),
    // Sentry 9 declares its SwiftUI views in `Sentry`; `SentrySwiftUI` re-exports it.
    standIn("Sentry", "Frameworks", dependencies: [ours("SwiftUI")]),
    standIn("SentrySwiftUI", "Frameworks", dependencies: ["Sentry"]),
]

let package = Package(
    name: "ThirdPartyStandIns",
    platforms: [.macOS(.v14)],
    products: standIns.map { .library(name: $0.name, targets: [$0.name]) },
    dependencies: [.package(path: "../..")],
    targets: standIns + [
        // App code through the compiler, and what the stand-ins' views draw.
        .testTarget(
            name: "ThirdPartyTests",
            dependencies: standIns.map { .target(name: $0.name) } + [ours("SwiftUI"), ours("UIKit"), ours("ViewSnapshotTesting")],
            path: "Tests/ThirdPartyTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// As in the root package: nonisolated async functions run on their caller's actor (Swift
// 6.2's approachable concurrency), so app code's `Task { await model.load() }` in a view
// compiles as written.
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}
