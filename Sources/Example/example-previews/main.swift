import Foundation
import SnapshotTool

// `swift run example-previews character-list/loaded --device small-phone --locale es`
let status = MainActor.assumeIsolated {
    SnapshotTool.runAlone(PreviewsCommand.self, arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
}
exit(status)
