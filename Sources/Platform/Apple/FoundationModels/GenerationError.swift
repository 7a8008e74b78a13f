import Foundation

extension LanguageModelSession {
    /// Why a response could not be generated. On Linux every request fails with
    /// `.assetsUnavailable`: the model's assets are not on the device.
    public enum GenerationError: Error, LocalizedError, Sendable {
        case exceededContextWindowSize(LanguageModelSession.GenerationError.Context)
        case assetsUnavailable(LanguageModelSession.GenerationError.Context)
        case guardrailViolation(LanguageModelSession.GenerationError.Context)
        case unsupportedGuide(LanguageModelSession.GenerationError.Context)
        case unsupportedLanguageOrLocale(LanguageModelSession.GenerationError.Context)
        case decodingFailure(LanguageModelSession.GenerationError.Context)
        case rateLimited(LanguageModelSession.GenerationError.Context)
        case concurrentRequests(LanguageModelSession.GenerationError.Context)
        case refusal(LanguageModelSession.GenerationError.Refusal, LanguageModelSession.GenerationError.Context)

        /// Where the error happened, for developers.
        public struct Context: Sendable {
            public let debugDescription: String
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        /// The model declined to answer.
        public struct Refusal: Sendable {
            public let transcriptEntries: [Transcript.Entry]
            public init(transcriptEntries: [Transcript.Entry]) { self.transcriptEntries = transcriptEntries }

            /// Why the model declined; on Linux the model cannot be asked, so this throws
            /// `.assetsUnavailable`.
            public var explanation: LanguageModelSession.Response<String> {
                get async throws { throw GenerationError.unavailable }
            }
        }

        /// What Linux throws for every request.
        static var unavailable: GenerationError {
            .assetsUnavailable(Context(debugDescription: "The on-device language model is unavailable: this device is not eligible for Apple Intelligence."))
        }

        public var errorDescription: String? {
            switch self {
            case .exceededContextWindowSize(let context), .assetsUnavailable(let context), .guardrailViolation(let context),
                 .unsupportedGuide(let context), .unsupportedLanguageOrLocale(let context), .decodingFailure(let context),
                 .rateLimited(let context), .concurrentRequests(let context), .refusal(_, let context):
                context.debugDescription
            }
        }
    }

    /// A tool the model called threw.
    public struct ToolCallError: Error, LocalizedError {
        public var tool: any Tool
        public var underlyingError: any Error

        public init(tool: any Tool, underlyingError: any Error) {
            self.tool = tool
            self.underlyingError = underlyingError
        }

        public var errorDescription: String? { "\(tool.name) failed: \(underlyingError.localizedDescription)" }
    }
}
