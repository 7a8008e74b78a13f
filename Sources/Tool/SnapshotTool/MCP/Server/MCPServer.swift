/// What the tools do; the server knows only their definitions and hands each checked
/// call over. Tests of the protocol give the server one that answers at once.
@MainActor
protocol ToolHandler: AnyObject {
    func call(_ tool: ToolDefinition, arguments: ToolArguments) -> ToolResult
}

/// The Model Context Protocol over JSON-RPC 2.0, one message at a time: the lifecycle
/// (`initialize`, `notifications/initialized`), `ping`, `tools/list` and `tools/call`.
/// It takes a line and gives the line to answer with, so a transport only frames and
/// tests drive it in process. Every error is an answer: the server keeps serving.
@MainActor
final class MCPServer {
    static let serverName = "snapshots"
    static let methods = ["initialize", "ping", "tools/list", "tools/call"]

    private let tools: ToolHandler
    private let version: String
    /// The version `initialize` agreed on; nil before it.
    private(set) var protocolVersion: String?

    init(tools: ToolHandler, version: String = "1.0.0") {
        self.tools = tools
        self.version = version
    }

    /// The answer to one line, or nil for a notification or a response.
    func handle(line: String) -> String? {
        switch JSONRPCMessage(line: line) {
        case let .invalid(id, error):
            return JSONRPCResponse.error(id: id, error)
        case .response, .notification:
            // `notifications/initialized`, `notifications/cancelled`: nothing to answer.
            // (Calls run one at a time, so a cancellation arrives after its call ended.)
            return nil
        case let .request(id, method, params):
            switch answer(method, params: params?.objectValue ?? [:]) {
            case let .success(result): return JSONRPCResponse.result(id: id, result)
            case let .failure(error): return JSONRPCResponse.error(id: id, error)
            }
        }
    }

    private func answer(_ method: String, params: [String: JSONValue]) -> Result<JSONValue, JSONRPCError> {
        switch method {
        case "initialize": initialize(params)
        case "ping": .success([:])
        case "tools/list": .success(["tools": .array(ToolCatalog.all.map(\.listing))])
        case "tools/call": callTool(params)
        default:
            .failure(.methodNotFound("\(method) is not served. This server answers \(Self.methods.joined(separator: ", ")) (and takes the notification notifications/initialized)."))
        }
    }

    private func initialize(_ params: [String: JSONValue]) -> Result<JSONValue, JSONRPCError> {
        guard let requested = params["protocolVersion"]?.stringValue else {
            return .failure(.invalidParams("initialize needs \"protocolVersion\" (a string such as \"\(ProtocolVersion.latest)\"), \"capabilities\" and \"clientInfo\"."))
        }
        let agreed = ProtocolVersion.negotiate(requested)
        protocolVersion = agreed
        return .success([
            "protocolVersion": .string(agreed),
            "capabilities": ["tools": ["listChanged": false]],
            "serverInfo": [
                "name": .string(Self.serverName),
                "title": "Snapshots: screens as text",
                "version": .string(version),
            ],
            "instructions": """
            Screens of this Swift package, rendered as text on Linux. `list` names them; `render` \
            shows one (the picture, then its semantics: ids, labels, values, tokens); `interact` \
            taps, types and goes back on it; `test` verifies every snapshot; `pending`, `accept` \
            and `reject` decide on changed renders. The package is built when its sources change.
            """,
        ])
    }

    private func callTool(_ params: [String: JSONValue]) -> Result<JSONValue, JSONRPCError> {
        guard let name = params["name"]?.stringValue else {
            return .failure(.invalidParams("tools/call needs \"name\", one of \(ToolCatalog.names.joined(separator: ", ")), and \"arguments\" (an object)."))
        }
        guard let tool = ToolCatalog.named(name) else {
            return .failure(.invalidParams("unknown tool \(name). Tools: \(ToolCatalog.names.joined(separator: ", ")) (tools/list describes them)."))
        }
        let given: [String: JSONValue]
        switch params["arguments"] {
        case nil, .null?:
            given = [:]
        case let .object(members)?:
            given = members
        case let other?:
            return .failure(.invalidParams("\"arguments\" is an object of the tool's arguments, not \(other.kind)."))
        }
        // A wrong argument is the tool's error, not the protocol's: the model reads it and
        // corrects the call (MCP 2025-11-25, input validation errors).
        switch tool.check(given) {
        case let .failure(failure):
            return .success(ToolResult.failure(failure).json)
        case let .success(arguments):
            return .success(tools.call(tool, arguments: arguments).json)
        }
    }
}

/// The protocol versions served, newest first.
enum ProtocolVersion {
    static let supported = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    static var latest: String { supported[0] }

    /// The client's version when it is served, else the latest: the client then decides
    /// whether it speaks that one.
    static func negotiate(_ requested: String) -> String {
        supported.contains(requested) ? requested : latest
    }
}
