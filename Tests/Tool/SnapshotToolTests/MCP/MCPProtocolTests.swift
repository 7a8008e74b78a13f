import Foundation
@testable import SnapshotTool
import Testing

/// The protocol, in process: the server takes lines and gives lines, with tools that
/// answer at once and note what they were asked.
@MainActor
@Suite("snapshots mcp: the protocol")
struct MCPProtocolTests {
    final class RecordingTools: ToolHandler {
        var calls: [(String, ToolArguments)] = []

        func call(_ tool: ToolDefinition, arguments: ToolArguments) -> ToolResult {
            calls.append((tool.name, arguments))
            return .text("\(tool.name) ran")
        }
    }

    let tools = RecordingTools()
    var server: MCPServer { MCPServer(tools: tools, version: "9.9") }

    /// Sends one line and reads the answer back as JSON.
    func send(_ line: String, to server: MCPServer) throws -> JSONValue {
        let answer = try #require(server.handle(line: line))
        #expect(!answer.contains("\n"), "one message a line")
        return try #require(JSONValue(parsing: answer))
    }

    func request(_ method: String, id: Int = 1, params: JSONValue? = nil) -> String {
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
        if let params { message["params"] = params }
        return JSONValue.object(message).jsonLine
    }

    func call(_ tool: String, _ arguments: JSONValue) -> String {
        request("tools/call", params: ["name": .string(tool), "arguments": arguments])
    }

    // MARK: - Framing and lifecycle

    @Test("initialize answers the client's version when served, with the tools capability and serverInfo")
    func initializeWithAServedVersion() throws {
        let server = server
        for version in ProtocolVersion.supported {
            let answer = try send(request("initialize", params: ["protocolVersion": .string(version), "capabilities": [:], "clientInfo": ["name": "test", "version": "1"]]), to: server)

            #expect(answer["jsonrpc"] == "2.0")
            #expect(answer["id"] == 1)
            #expect(answer["result"]?["protocolVersion"] == .string(version))
            #expect(answer["result"]?["capabilities"]?["tools"] != nil)
            #expect(answer["result"]?["serverInfo"]?["name"] == "snapshots")
            #expect(answer["result"]?["serverInfo"]?["version"] == "9.9")
        }
    }

    @Test("A version the server does not serve is answered with the latest")
    func initializeWithAnUnknownVersion() throws {
        let answer = try send(request("initialize", params: ["protocolVersion": "2099-01-01", "capabilities": [:], "clientInfo": ["name": "test", "version": "1"]]), to: server)

        #expect(answer["result"]?["protocolVersion"] == "2025-11-25")
    }

    @Test("notifications/initialized and other notifications are not answered; ping answers an empty result")
    func notificationsAndPing() throws {
        let server = server
        #expect(server.handle(line: #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
        #expect(server.handle(line: #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#) == nil)

        let pong = try send(#"{"jsonrpc":"2.0","id":"abc","method":"ping"}"#, to: server)

        #expect(pong == ["jsonrpc": "2.0", "id": "abc", "result": [:]])
    }

    @Test("Answers are one line with sorted keys: the same message always writes the same bytes")
    func deterministicFraming() {
        let answer = server.handle(line: #"{"jsonrpc":"2.0","id":7,"method":"ping"}"#)

        #expect(answer == #"{"id":7,"jsonrpc":"2.0","result":{}}"#)
        #expect(JSONValue.string("a\nb/c").jsonLine == #""a\nb/c""#)
    }

    // MARK: - Errors, after each of which the server keeps serving

    @Test("Malformed JSON is a parse error (-32700) with a null id, and the next request is served")
    func malformedJSON() throws {
        let server = server
        let answer = try send(#"{"jsonrpc":"2.0","id":1,"method":"#, to: server)

        #expect(answer["error"]?["code"] == -32700)
        #expect(answer["id"] == .null)
        #expect(answer["error"]?["message"]?.stringValue?.contains("one JSON-RPC 2.0 message per line") == true)
        #expect(try send(request("ping", id: 2), to: server)["result"] == [:])
    }

    @Test("A message that is not a request is an invalid request (-32600), naming what is missing")
    func invalidRequests() throws {
        let server = server
        let cases: [(String, String)] = [
            (#"{"id":1,"method":"ping"}"#, "\"jsonrpc\": \"2.0\" is missing"),
            (#"{"jsonrpc":"2.0","id":1}"#, "names its \"method\""),
            (#"{"jsonrpc":"2.0","id":1,"method":3}"#, "\"method\" is a string"),
            (#"{"jsonrpc":"2.0","id":1,"method":"ping","params":[1]}"#, "\"params\" is an object"),
            (#"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#, "a string or an integer"),
            (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, "batches"),
            (#""ping""#, "a JSON object"),
        ]
        for (line, says) in cases {
            let answer = try send(line, to: server)
            #expect(answer["error"]?["code"] == -32600, "\(line)")
            #expect(answer["error"]?["message"]?.stringValue?.contains(says) == true, "\(line): \(answer)")
        }
        #expect(try send(request("ping"), to: server)["result"] == [:])
    }

    @Test("An unknown method is -32601 naming the methods served")
    func unknownMethod() throws {
        let answer = try send(request("resources/list", id: 4), to: server)

        #expect(answer["id"] == 4)
        #expect(answer["error"]?["code"] == -32601)
        #expect(answer["error"]?["message"]?.stringValue?.contains("initialize, ping, tools/list, tools/call") == true)
    }

    @Test("initialize without a protocolVersion, tools/call without a name or with an unknown tool: invalid params (-32602)")
    func invalidParams() throws {
        let server = server
        let cases: [(String, String)] = [
            (request("initialize", params: [:]), "protocolVersion"),
            (request("tools/call", params: ["arguments": [:]]), "one of list, render, interact, test, pending, accept, reject"),
            (call("paint", [:]), "unknown tool paint. Tools: list, render"),
            (request("tools/call", params: ["name": "render", "arguments": "x"]), "\"arguments\" is an object"),
        ]
        for (line, says) in cases {
            let answer = try send(line, to: server)
            #expect(answer["error"]?["code"] == -32602, "\(line)")
            #expect(answer["error"]?["message"]?.stringValue?.contains(says) == true, "\(answer)")
        }
        #expect(tools.calls.isEmpty)
    }

    @Test("A missing, unknown or ill-typed argument is the tool's error (isError), saying what to send")
    func argumentErrors() throws {
        let server = server
        let cases: [(String, String)] = [
            (call("render", [:]), "render needs \"name\""),
            (call("render", ["name": "x", "size": "big"]), "render takes no argument \"size\". Arguments: name (required), device, locale, colorScheme, dynamicTypeSize."),
            (call("render", ["name": 3]), "\"name\" is a string, not a number"),
            (call("render", ["name": "x", "colorScheme": "sepia"]), "\"colorScheme\" is one of light, dark; got \"sepia\""),
            (call("interact", ["name": "x"]), "interact needs \"action\""),
            (call("accept", ["names": [1]]), "an array of strings"),
        ]
        for (line, says) in cases {
            let answer = try send(line, to: server)
            #expect(answer["result"]?["isError"] == true, "\(line)")
            let text = answer["result"]?["content"]?.arrayFirst?["text"]?.stringValue ?? ""
            #expect(text.contains(says), "\(text)")
        }
        #expect(tools.calls.isEmpty)
    }

    // MARK: - Tools

    @Test("tools/list names the seven tools, each with a description and an object input schema")
    func toolsList() throws {
        let answer = try send(request("tools/list"), to: server)
        guard case let .array(listed)? = answer["result"]?["tools"] else {
            Issue.record("no tools in \(answer)")
            return
        }

        #expect(listed.compactMap { $0["name"]?.stringValue } == ["list", "render", "interact", "test", "pending", "accept", "reject"])
        for tool in listed {
            #expect(tool["description"]?.stringValue?.isEmpty == false)
            #expect(tool["inputSchema"]?["type"] == "object")
            #expect(tool["inputSchema"]?["additionalProperties"] == false)
        }
        let render = try #require(listed.first { $0["name"] == "render" })
        #expect(render["inputSchema"]?["required"] == ["name"])
        #expect(render["inputSchema"]?["properties"]?["colorScheme"]?["enum"] == ["light", "dark"])
        #expect(render["inputSchema"]?["properties"]?["dynamicTypeSize"]?["enum"]?.arrayCount == 12)
        let interact = try #require(listed.first { $0["name"] == "interact" })
        #expect(interact["inputSchema"]?["required"] == ["name", "action"])
        #expect(interact["inputSchema"]?["properties"]?["action"]?["enum"] == ["tap", "toggle", "type", "pick", "scroll", "back"])
        let accept = try #require(listed.first { $0["name"] == "accept" })
        #expect(accept["inputSchema"]?["properties"]?["names"]?["type"] == "array")
        #expect(accept["inputSchema"]?["required"] == nil)
    }

    @Test("tools/call hands the checked arguments to the tool and answers its text content")
    func toolsCall() throws {
        let answer = try send(call("render", ["name": "__Snapshots__/A/b.1.txt", "locale": "es"]), to: server)

        #expect(answer["result"] == ["content": [["type": "text", "text": "render ran"]], "isError": false])
        #expect(tools.calls.count == 1)
        #expect(tools.calls.first?.1.string("name") == "__Snapshots__/A/b.1.txt")
        #expect(tools.calls.first?.1.string("locale") == "es")
        // One name where a list is asked for is a list of one.
        _ = try send(call("accept", ["names": "a.1.txt"]), to: server)
        #expect(tools.calls.last?.1.strings("names") == ["a.1.txt"])
    }
}

extension JSONValue {
    var arrayFirst: JSONValue? {
        if case let .array(items) = self { return items.first }
        return nil
    }

    var arrayCount: Int? {
        if case let .array(items) = self { return items.count }
        return nil
    }
}
