import TextUI

/// The snapshot assertion `snapshots mcp` names (`SnapshotContext.liveFolder`), hosted
/// live instead of rendered once: its view appears as on a device, and each request
/// the server writes is taken on it (`LiveScreen`), answered with the render that
/// follows. The harness carries the lines (`LiveChannel`); this is where they meet the
/// view. What the assertion hands back is the last render, kept where a preview's is.
@MainActor
package enum LiveHosting {
    /// Hosts `view` until the server closes; returns the last render.
    package static func host(_ view: some View, renderer: ScreenRenderer, context: SnapshotContext, folder: String) -> String {
        let screen = LiveScreen(view, renderer: renderer, name: context.title)
        defer { screen.close() }
        let channel: LiveChannel
        do {
            channel = try LiveChannel(folder: folder)
            try channel.reply(LiveReply(render: screen.render))
        } catch {
            context.fail(error)
            return screen.render
        }
        while true {
            let reply: LiveReply
            switch channel.next(whileWaiting: screen.pump) {
            case .end:
                return screen.render
            case let .malformed(message):
                reply = LiveReply(render: screen.render, error: message)
            case let .request(request):
                switch action(for: request) {
                case let .success(action):
                    let outcome = screen.perform(action)
                    reply = LiveReply(render: outcome.render, error: outcome.error)
                case let .failure(failure):
                    reply = LiveReply(render: screen.render, error: failure.message)
                }
            }
            // A server that stopped reading has gone: the test goes on.
            guard (try? channel.reply(reply)) != nil else { return screen.render }
        }
    }

    /// The screen's action for a request, or what to send instead.
    static func action(for request: LiveRequest) -> Result<LiveAction, RequestError> {
        func target() -> Result<String, RequestError> {
            guard let target = request.target, !target.isEmpty else {
                return .failure(RequestError("\"\(request.action)\" needs a \"target\": an accessibility identifier (\"#characterList.row.1\") or a label or text on screen (\"Filters\")."))
            }
            return .success(target)
        }
        func text(_ meaning: String) -> Result<String, RequestError> {
            guard let text = request.text else {
                return .failure(RequestError("\"\(request.action)\" needs a \"text\": \(meaning)."))
            }
            return .success(text)
        }
        switch request.action {
        case "tap": return target().map(LiveAction.tap)
        case "toggle": return target().map(LiveAction.toggle)
        case "scroll": return target().map(LiveAction.scroll)
        case "back": return .success(.back)
        case "type":
            return target().flatMap { target in text("the field's new text").map { LiveAction.type(target, text: $0) } }
        case "pick":
            return target().flatMap { target in text("the label of the option to pick").map { LiveAction.pick(target, option: $0) } }
        default:
            return .failure(RequestError("there is no action \"\(request.action)\". Actions: tap, toggle, type, pick, scroll, back, close."))
        }
    }

    struct RequestError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
