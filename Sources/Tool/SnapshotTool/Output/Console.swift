import Foundation
import SnapshotCore

/// Where a command writes, and whether it may use color and ask questions.
package final class Console {
    private(set) var output = ""
    private let captures: Bool
    let style: TerminalStyle
    /// Standard input is a terminal: an interactive review can read keys.
    let isInteractive: Bool

    package init(environment: [String: String], captures: Bool = false) {
        self.captures = captures
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        // A terminal that says it shows no colors (`TERM=dumb`, an editor's pane) gets none.
        let showsColors = outputIsTerminal && environment["TERM"] != "dumb"
        style = TerminalStyle(isEnabled: showsColors && (environment["NO_COLOR"] ?? "").isEmpty && !captures)
        isInteractive = isatty(STDIN_FILENO) == 1 && outputIsTerminal && !captures
    }

    package func print(_ text: String = "", terminator: String = "\n") {
        write(text + terminator, to: STDOUT_FILENO)
    }

    package func error(_ text: String) {
        write(text + "\n", to: STDERR_FILENO)
    }

    /// Writes without a newline: prompts.
    func prompt(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    private func write(_ text: String, to descriptor: Int32) {
        if captures {
            output += text
            return
        }
        DescriptorWriter.write(text, to: descriptor)
    }
}
