import Foundation
import SnapshotCore

/// MCP's stdio transport: newline-delimited JSON-RPC messages on standard input and
/// output, and nothing else on standard output. The protocol keeps a private copy of
/// the output descriptor and descriptor 1 becomes standard error, so whatever else the
/// process or its children print (a build's progress, a test's output) lands in the log
/// a client keeps of standard error, never in the protocol.
enum StdioTransport {
    @MainActor
    static func serve(_ server: MCPServer, onClose: () -> Void) {
        let protocolOutput = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        // A client that goes away mid-answer, or a live screen's reader that does, is an
        // error to handle, not a reason to die.
        signal(SIGPIPE, SIG_IGN)
        while let line = readLine(strippingNewline: true) {
            let message = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if message.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if let answer = server.handle(line: message) {
                DescriptorWriter.write(answer + "\n", to: protocolOutput)
            }
        }
        // End of input: the client closed the connection, which is how stdio shuts down.
        onClose()
        close(protocolOutput)
    }
}
