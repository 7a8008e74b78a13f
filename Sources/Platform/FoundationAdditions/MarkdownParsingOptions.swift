import Foundation

extension AttributedString {
    /// How `AttributedString(markdown:)` reads its source. Linux's Foundation lacks it.
    public struct MarkdownParsingOptions: Hashable, Codable, Sendable {
        /// Which Markdown is interpreted.
        public enum InterpretedSyntax: Hashable, Codable, Sendable {
            /// Blocks and inline syntax; blocks run on with no separator, as on iOS.
            case full
            /// Inline syntax only; line breaks read as spaces.
            case inlineOnly
            /// Inline syntax only, every space and line break kept: what `Text` uses.
            case inlineOnlyPreservingWhitespace
        }

        /// What to do with source that cannot be parsed; nothing fails here.
        public enum FailurePolicy: Hashable, Codable, Sendable {
            case throwError
            case returnPartiallyParsedIfPossible
        }

        /// Accepted for iOS code; `^[text](attributes)` is read as plain text here.
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        /// Accepted for iOS code; no source positions are recorded here.
        public var appliesSourcePositionAttributes: Bool

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full, failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil, appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }
}
