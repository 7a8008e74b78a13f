/// One line a client sent, read as JSON-RPC 2.0: a request (answered), a notification
/// (never answered), a response to a request of ours (the server sends none, so it is
/// dropped), or something that is none of these (answered with the error that says why).
enum JSONRPCMessage: Equatable {
    case request(id: JSONValue, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response
    /// The id is the request's when it could be read, else null, as the specification asks.
    case invalid(id: JSONValue, error: JSONRPCError)

    init(line: String) {
        guard let value = JSONValue(parsing: line) else {
            self = .invalid(id: .null, error: .parseError("the line is not JSON. Send one JSON-RPC 2.0 message per line, such as {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}."))
            return
        }
        if case .array = value {
            self = .invalid(id: .null, error: .invalidRequest("batches are not part of MCP since 2025-06-18. Send each message on a line of its own."))
            return
        }
        guard let members = value.objectValue else {
            self = .invalid(id: .null, error: .invalidRequest("a message is a JSON object, not \(value.kind)."))
            return
        }
        let id = members["id"]
        if let id {
            switch id {
            case .string, .int: break
            default:
                self = .invalid(id: .null, error: .invalidRequest("a request's id is a string or an integer, not \(id.kind)."))
                return
            }
        }
        guard members["jsonrpc"] == "2.0" else {
            self = .invalid(id: id ?? .null, error: .invalidRequest("\"jsonrpc\": \"2.0\" is missing."))
            return
        }
        guard let method = members["method"] else {
            if members["result"] != nil || members["error"] != nil {
                self = .response
            } else {
                self = .invalid(id: id ?? .null, error: .invalidRequest("a request names its \"method\"."))
            }
            return
        }
        guard let name = method.stringValue else {
            self = .invalid(id: id ?? .null, error: .invalidRequest("\"method\" is a string, not \(method.kind)."))
            return
        }
        let params = members["params"]
        if let params, params.objectValue == nil {
            self = .invalid(id: id ?? .null, error: .invalidRequest("\"params\" is an object, not \(params.kind)."))
            return
        }
        if let id {
            self = .request(id: id, method: name, params: params)
        } else {
            self = .notification(method: name, params: params)
        }
    }
}

/// A JSON-RPC error object, with the codes the specification defines. The message says
/// what was wrong and what to send instead.
struct JSONRPCError: Error, Equatable {
    var code: Int
    var message: String

    static func parseError(_ message: String) -> JSONRPCError { .init(code: -32700, message: "Parse error: " + message) }
    static func invalidRequest(_ message: String) -> JSONRPCError { .init(code: -32600, message: "Invalid request: " + message) }
    static func methodNotFound(_ message: String) -> JSONRPCError { .init(code: -32601, message: "Method not found: " + message) }
    static func invalidParams(_ message: String) -> JSONRPCError { .init(code: -32602, message: "Invalid params: " + message) }
    static func internalError(_ message: String) -> JSONRPCError { .init(code: -32603, message: "Internal error: " + message) }
}

/// The lines the server writes back.
enum JSONRPCResponse {
    static func result(id: JSONValue, _ result: JSONValue) -> String {
        JSONValue.object(["jsonrpc": "2.0", "id": id, "result": result]).jsonLine
    }

    static func error(id: JSONValue, _ error: JSONRPCError) -> String {
        JSONValue.object([
            "jsonrpc": "2.0",
            "id": id,
            "error": ["code": .int(error.code), "message": .string(error.message)],
        ]).jsonLine
    }
}
