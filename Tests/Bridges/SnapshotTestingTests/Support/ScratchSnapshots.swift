import Foundation
import TestSupport

@testable import SnapshotTestKit

/// Runs sst assertions against a scratch folder as a developer's machine would (not
/// CI, whatever this process's environment says), so a test can read what they wrote.
/// References keep their place relative to the package: `Tests/Bridges/SnapshotTestingTests/…`.
final class ScratchSnapshots {
    let folder = TemporaryDirectory("sst")

    func run<T>(isCI: Bool = false, record: RecordMode? = nil, _ body: () throws -> T) rethrows -> T {
        let scope = SnapshotScope.current.merging(
            record: record,
            rootDirectory: folder.path,
            environment: SnapshotEnvironment(isCI: isCI),
            naming: NamingState()
        )
        return try SnapshotScope.$current.withValue(scope, operation: body)
    }

    /// `Tests/Bridges/SnapshotTestingTests/<folder>/__Snapshots__/<File>/<name>`, from this
    /// package's root, where sst puts a test file's references.
    static func beside(_ name: String, testFile: String = #filePath) -> String {
        let directory = (testFile as NSString).deletingLastPathComponent
        let stem = ((testFile as NSString).lastPathComponent as NSString).deletingPathExtension
        let relative = directory.components(separatedBy: "/Tests/").last.map { "Tests/" + $0 } ?? directory
        return "\(relative)/__Snapshots__/\(stem)/\(name)"
    }

    func read(_ relative: String) -> String? { folder.read(relative) }
    var files: [String] { folder.allFiles() }
}
