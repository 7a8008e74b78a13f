// swift-tools-version: 6.2
// Side-by-side figures: this package's harness against pointfreeco/swift-snapshot-testing,
// on the same 1,000 text screens, where users run them: `swift test`. Its own package, so
// that the root package keeps no dependencies. Run it with `bash Benchmarks/run.sh`. The
// root package has a `SnapshotTesting` module of its own (sst's API on Linux), so the
// peer's is aliased to `PeerSnapshotTesting` (its sources still say `import SnapshotTesting`):
// SwiftPM allows one module per name in a graph.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency by its folder: the checkout's, whatever it is called.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "SideBySideBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        /// The generated screens every harness asserts, the timing each reports, and which
/// run a process makes.
        .target(name: "Screens"),
        /// The 4,000-line diff, by either harness, in a process the script can stop.
        .executableTarget(
            name: "diff-race",
            dependencies: [
                "Screens",
                .product(name: "SnapshotTestKit", package: root),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", moduleAliases: ["SnapshotTesting": "PeerSnapshotTesting"]),
            ]
        ),
        .testTarget(
            name: "SideBySideTests",
            dependencies: [
                "Screens",
                .product(name: "SnapshotTestKit", package: root),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", moduleAliases: ["SnapshotTesting": "PeerSnapshotTesting"]),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
