
// How a text field takes input: keyboards, capitalization, autocorrection, autofill,
// the return key. A still picture shows none of it, so these change nothing drawn.

/// How the keyboard capitalizes what is typed.
public struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Sendable, Hashable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How much Writing Tools may do with a text (iOS 18).
public struct WritingToolsBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = WritingToolsBehavior(name: "automatic")
    public static let complete = WritingToolsBehavior(name: "complete")
    public static let limited = WritingToolsBehavior(name: "limited")
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

/// Which side of a line break the caret sits on (iOS 18).
public enum TextSelectionAffinity: Sendable, Hashable {
    case automatic, upstream, downstream
}

extension View {
    @inlinable
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    @inlinable
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// iOS 13's name for `autocorrectionDisabled(_:)`.
    @available(iOS, deprecated: 100000, renamed: "autocorrectionDisabled(_:)")
    @inlinable
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Whether Writing Tools offers to rewrite the text (iOS 18).
    @inlinable
    nonisolated public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Which side of a line break a selection's caret sits on (iOS 18).
    @inlinable
    nonisolated public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    @inlinable
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
