/// What a request asks the model, from strings and other prompts.
public struct Prompt: Sendable, PromptRepresentable {
    let text: String

    public init(_ content: some PromptRepresentable) {
        text = content.promptRepresentation.text
    }

    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows {
        self = try content()
    }

    init(text: String) {
        self.text = text
    }

    /// Itself. The witnesses here `return` explicitly, so that the builder the requirement
    /// carries does not rewrite them into a block that asks for this again.
    public var promptRepresentation: Prompt {
        return self
    }
}

/// What can be part of a prompt.
public protocol PromptRepresentable {
    @PromptBuilder var promptRepresentation: Prompt { get }
}

/// Joins prompts, a line each.
@resultBuilder
public struct PromptBuilder {
    public static func buildBlock<each P: PromptRepresentable>(_ components: repeat each P) -> Prompt {
        var lines: [String] = []
        for component in repeat each components {
            lines.append(component.promptRepresentation.text)
        }
        return Prompt(text: lines.joined(separator: "\n"))
    }

    public static func buildArray(_ prompts: [some PromptRepresentable]) -> Prompt {
        Prompt(text: prompts.map(\.promptRepresentation.text).joined(separator: "\n"))
    }

    public static func buildEither(first component: some PromptRepresentable) -> Prompt {
        component.promptRepresentation
    }

    public static func buildEither(second component: some PromptRepresentable) -> Prompt {
        component.promptRepresentation
    }

    public static func buildOptional(_ prompt: Prompt?) -> Prompt {
        prompt ?? Prompt(text: "")
    }

    public static func buildLimitedAvailability(_ prompt: some PromptRepresentable) -> Prompt {
        prompt.promptRepresentation
    }

    public static func buildExpression<P: PromptRepresentable>(_ expression: P) -> P {
        expression
    }

    public static func buildExpression(_ expression: Prompt) -> Prompt {
        expression
    }
}

extension String: PromptRepresentable {
    public var promptRepresentation: Prompt {
        return Prompt(text: self)
    }
}

extension Array: PromptRepresentable where Element: PromptRepresentable {
    public var promptRepresentation: Prompt {
        return Prompt(text: map(\.promptRepresentation.text).joined(separator: "\n"))
    }
}
