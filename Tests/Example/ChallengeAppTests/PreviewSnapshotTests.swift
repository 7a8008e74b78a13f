import Foundation
import Testing
import ViewSnapshotTesting
import XCTest

/// Every preview of the example app is a snapshot, with no test per screen: the
/// zero-test way in. References: `__Snapshots__/Previews/<file>.<preview>.txt`.
@MainActor
@Suite("Every preview is a snapshot")
struct PreviewSnapshotTests {
    @Test func appPreviews() {
        assertPreviewSnapshots(module: "ChallengeApp")
    }

    @Test func homePreviews() {
        assertPreviewSnapshots(module: "ChallengeHome")
    }

    @Test func characterPreviews() {
        assertPreviewSnapshots(module: "ChallengeCharacter")
    }

    @Test("A module without previews fails and says what to check")
    func noPreviews() {
        // In a scratch root: a failure on purpose is not the package's run, whose
        // summary and ledger (what `snapshots clean` trusts) stay green.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("no-previews-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        withKnownIssue {
            withSnapshotTesting(rootDirectory: scratch) {
                assertPreviewSnapshots(module: "ChallengeCore")
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no preview was found in module ChallengeCore") }
        }
    }
}

/// The same call in XCTest, for the notes feature.
final class PreviewSnapshotXCTests: XCTestCase {
    /// Not `@MainActor`: Linux XCTest cannot call an isolated test method
    /// (swift-corelibs-xctest#424). Tests run on the main thread.
    func testNotesPreviews() {
        MainActor.assumeIsolated {
            assertPreviewSnapshots(module: "ChallengeNotes")
        }
    }
}
