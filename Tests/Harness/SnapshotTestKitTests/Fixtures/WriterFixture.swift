import Foundation
import SnapshotCore
import TestSupport
import Testing

/// Rewrites a set of large references in a loop until it is killed, or until the test
/// that started it is gone: a test run that crashed must not leave it spinning.
@Suite(.enabled(if: Fixture.isActive("writer")))
struct WriterFixture {
    static func content(version: Int, file: Int) -> String {
        String(repeating: "│ file \(file) version \(version) ", count: 40_000) + "\nend \(version)\n"
    }

    @Test func rewriteForever() {
        let root = Fixture.value("FIXTURE_ROOT")!
        let verifier = SnapshotVerifier(environment: SnapshotEnvironment())
        let parent = getppid()
        var version = 0
        while getppid() == parent {
            version = 1 - version
            for file in 0..<4 {
                let location = SnapshotLocation(root: root, testFile: "Writer", testName: "file", name: "\(file)", pathExtension: "txt")
                _ = verifier.verify(Self.content(version: version, file: file), at: location, mode: .all)
            }
        }
    }
}
