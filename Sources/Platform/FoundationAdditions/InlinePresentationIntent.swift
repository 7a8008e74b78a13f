import Foundation

/// How a run of text is meant to look inline: what Markdown's emphasis, code and
/// strikethrough become. Linux's Foundation lacks the type and its attribute.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `*text*`: italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// `**text**`: bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// `` `text` ``: code voice.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// `~~text~~`.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A line break in the source that reads as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A line break to keep.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
    /// The attribute `AttributedString(markdown:)` sets on emphasized, code and struck
    /// text: `run.inlinePresentationIntent`.
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }
}

extension AttributeScopes {
    /// The Foundation attributes Linux's `FoundationAttributes` lacks, so that
    /// `text.inlinePresentationIntent` reads and writes as on iOS.
    public struct FoundationAdditionsAttributes: AttributeScope {
        public let inlinePresentationIntent: AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.FoundationAdditionsAttributes, T>) -> T {
        self[T.self]
    }
}
