import SnapshotCore

/// Where an assertion's reference goes and how it is named. The harness's own
/// `assertSnapshot` keeps every reference under the package root; the `SnapshotTesting`
/// module keeps swift-snapshot-testing's layout, so that a team's tests find their
/// references where sst put its images.
package enum SnapshotPlacement: Sendable {
    /// `<root>/__Snapshots__/<TestFile>/<test>.<name>.<ext>`, numbered per case.
    case packageRoot
    /// swift-snapshot-testing's layout: `<test file's folder>/__Snapshots__/<TestFile>/
    /// <testName>.<name or number>.<ext>`, or `<directory>/<testName>.<…>` when the
    /// test passed `snapshotDirectory:`. `testName` and `name` arrive sanitized as sst
    /// sanitizes them; the harness makes them safe file names on top.
    case besideTestFile(testName: String, directory: String?)
    /// `<root>/__Snapshots__/<folder>/<testName>.<name>.<ext>`, whatever test asserts:
    /// a preview snapshot is named by its preview (`Previews/HomeView.Loaded.txt`).
    case inFolder(String, testName: String)
}
