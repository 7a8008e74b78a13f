// swift-tools-version: 6.2
// The side-by-side figures' second path: this package's `SnapshotTesting` product,
// swift-snapshot-testing's API over the harness, which a team bringing its sst tests
// runs. A package of its own, since the peer's module has the same name and SwiftPM
// holds one module a name in a graph. `bash Benchmarks/run.sh` runs it beside the others;
// its screens are the same (`Sources/Screens` links to the side-by-side package's).
import Foundation
import PackageDescription

/// SwiftPM names a path dependency by its folder: the checkout's, whatever it is called.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "ThroughSSTAPIBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "Screens"),
        /// Both paths' verify loop, for callgrind to count (`Benchmarks/count.sh`).
        .executableTarget(
            name: "verify-count",
            dependencies: [
                "Screens",
                .product(name: "SnapshotTestKit", package: root),
                .product(name: "SnapshotTesting", package: root),
            ],
            // Each file sees the strategies of the one API it imports, as a test file does.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(name: "SnapshotTestingProductTests", dependencies: ["Screens", .product(name: "SnapshotTesting", package: root)]),
    ],
    swiftLanguageModes: [.v6]
)
