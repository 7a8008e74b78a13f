import Foundation
import SnapshotTesting
import SwiftUI
import TestSupport
import Testing
import UIKit
import XCTest

/// A team's sst tests, as the end-to-end tests of `snapshots` run them: one image
/// snapshot of a hosted screen per file in the fixture package's `renders/` folder, in
/// Swift Testing and in XCTest, so a test changes a screen by editing a file. Runs only
/// in a child process started by `SnapshotTestingWorkflowTests`.
@MainActor
@Suite(.snapshots(record: .missing), .enabled(if: Fixture.isActive("snapshotTesting")))
struct SnapshotTestingFixture {
    static let name = "snapshotTesting"

    @Test func screens() throws {
        for (name, text) in try Self.renders() {
            let controller = UIHostingController(rootView: FixtureScreen(text: text))
            assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: name)
        }
    }

    /// The `renders/` files the run's filter selects, by name.
    nonisolated static func renders() throws -> [(String, String)] {
        let folder = try #require(Fixture.value("SNAPSHOT_TESTING_ROOT")) + "/renders"
        let filter = Fixture.value("TOOL_RUN_FILTER").flatMap { $0.isEmpty ? nil : $0 }
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().compactMap { file in
            guard file.hasSuffix(".txt"), filter.map({ file.contains($0) || $0.contains("Fixture") }) ?? true else { return nil }
            return (String(file.dropLast(4)), try String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8))
        }
    }
}

/// The same, in XCTest, with the deprecated spelling older suites still use.
final class SnapshotTestingXCTestFixture: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(Fixture.isActive("snapshotTesting"), "fixture for SnapshotTestingWorkflowTests")
    }

    /// Not `@MainActor`: Linux XCTest cannot call an isolated test method
    /// (swift-corelibs-xctest#424). It runs on the main thread, so it says so.
    func testScreens() throws {
        for (name, text) in try SnapshotTestingFixture.renders() {
            MainActor.assumeIsolated {
                assertSnapshot(of: FixtureScreen(text: text), as: .image(layout: .fixed(width: 320, height: 64)), named: name)
            }
            assertSnapshot(of: text, as: .description, named: name + "-text")
        }
    }
}

/// A screen that shows the render's lines.
struct FixtureScreen: View {
    let text: String

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(text.split(separator: "\n").map(String.init), id: \.self) { Text($0) }
        }
    }
}
