import Foundation
import SnapshotTool

// The `snapshots` command. It links the tool alone: a package that depends on this one
// builds no view layer and no example app to run it.
let status = MainActor.assumeIsolated {
    SnapshotTool.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
}
exit(status)
