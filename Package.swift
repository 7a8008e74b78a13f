// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "TextSnapshotTesting",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SnapshotTestKit", targets: ["SnapshotTestKit"]),
    ],
    targets: [
        // MARK: - Harness

        /// Strategies, storage, record modes, diff and ledger. No test framework, so the
        /// command-line tool and the benchmarks link it without XCTest.
        .target(name: "SnapshotCore"),
        /// `assertSnapshot` for Swift Testing and XCTest, on top of SnapshotCore.
        .target(name: "SnapshotTestKit", dependencies: ["SnapshotCore"]),

        // MARK: - Tools

        .executableTarget(name: "snapshot-benchmarks", dependencies: ["SnapshotCore"]),

        // MARK: - Tests

        .testTarget(name: "SnapshotTestKitTests", dependencies: ["SnapshotTestKit"]),
    ],
    swiftLanguageModes: [.v6]
)
