import Foundation

/// A conversation with a language model (iOS 26). Linux has no model: a session is made
/// and keeps its instructions in its transcript, but every request throws
/// `GenerationError.assetsUnavailable`, as on a device whose model assets are missing.
public final class LanguageModelSession: Sendable {
    public let model: SystemLanguageModel
    public let tools: [any Tool]
    /// The instructions, when the session has any; nothing more is ever added.
    public let transcript: Transcript

    /// False: no request ever runs.
    public var isResponding: Bool { false }

    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {
        self.model = model
        self.tools = tools
        transcript = Transcript(entries: instructions.map { [.instructions(Transcript.Instructions(text: $0))] } ?? [])
    }

    @_disfavoredOverload
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
        self.init(model: model, tools: tools, instructions: instructions?.text)
    }

    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [],
                            @InstructionsBuilder instructions: () throws -> Instructions) rethrows {
        self.init(model: model, tools: tools, instructions: try instructions().text)
    }

    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        self.model = model
        self.tools = tools
        self.transcript = transcript
    }

    /// Does nothing: there is no model to load.
    public func prewarm(promptPrefix: Prompt? = nil) {}

    // MARK: Text responses

    /// Throws `GenerationError.assetsUnavailable`.
    @discardableResult
    public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw GenerationError.unavailable
    }

    /// Throws `GenerationError.assetsUnavailable`.
    @discardableResult
    public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw GenerationError.unavailable
    }

    /// Throws `GenerationError.assetsUnavailable`.
    @discardableResult
    public func respond(options: GenerationOptions = GenerationOptions(),
                        @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<String> {
        throw GenerationError.unavailable
    }

    // MARK: Guided generation

    /// Throws `GenerationError.assetsUnavailable`.
    @discardableResult
    public func respond<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self,
                                            includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw GenerationError.unavailable
    }

    /// Throws `GenerationError.assetsUnavailable`.
    @discardableResult
    public func respond<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self,
                                            includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw GenerationError.unavailable
    }

    /// Throws `GenerationError.assetsUnavailable`.
    @discardableResult
    public func respond<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions(),
                                            @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<Content> {
        throw GenerationError.unavailable
    }

    /// Throws `GenerationError.assetsUnavailable`.
    @discardableResult
    public func respond(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                        options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> {
        throw GenerationError.unavailable
    }

    // MARK: Streaming

    /// A stream whose first element throws `GenerationError.assetsUnavailable`.
    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream()
    }

    /// A stream whose first element throws `GenerationError.assetsUnavailable`.
    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream()
    }

    /// A stream whose first element throws `GenerationError.assetsUnavailable`.
    public func streamResponse<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self,
                                                   includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        ResponseStream()
    }

    /// A model's answer: the content, its raw generated form, and what it added to the transcript.
    public struct Response<Content> {
        public let content: Content
        public let rawContent: GeneratedContent
        public let transcriptEntries: ArraySlice<Transcript.Entry>
    }

    /// A response as the model produces it, snapshot by snapshot. On Linux the first
    /// `next()` throws `GenerationError.assetsUnavailable`.
    public struct ResponseStream<Content: Generable>: AsyncSequence, Sendable {
        /// The content so far.
        public struct Snapshot {
            public var content: Content.PartiallyGenerated
            public var rawContent: GeneratedContent
        }

        public typealias Element = Snapshot

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async throws -> Snapshot? {
                throw GenerationError.unavailable
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }

        /// The whole response; throws `GenerationError.assetsUnavailable`.
        public func collect() async throws -> Response<Content> {
            throw GenerationError.unavailable
        }
    }
}

extension LanguageModelSession.Response: Sendable where Content: Sendable {}
extension LanguageModelSession.ResponseStream.Snapshot: Sendable where Content.PartiallyGenerated: Sendable {}
