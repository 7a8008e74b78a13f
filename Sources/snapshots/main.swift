import ChallengeApp
import ChallengeResources
import Foundation
import SnapshotTool

// The `snapshots` command, with the example app's previews for `render`.
let status = MainActor.assumeIsolated {
    SnapshotTool.run(
        Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment,
        previews: .init(groups: { PreviewCatalog.groups }, locales: StringTable.locales)
    )
}
exit(status)
