/// What a session tells the model about its role, from strings and other instructions.
public struct Instructions: Sendable, InstructionsRepresentable {
    let text: String

    public init(_ content: some InstructionsRepresentable) {
        text = content.instructionsRepresentation.text
    }

    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows {
        self = try content()
    }

    init(text: String) {
        self.text = text
    }

    /// Itself. The witnesses here `return` explicitly, so that the builder the requirement
    /// carries does not rewrite them into a block that asks for this again.
    public var instructionsRepresentation: Instructions {
        return self
    }
}

/// What can be part of instructions.
public protocol InstructionsRepresentable {
    @InstructionsBuilder var instructionsRepresentation: Instructions { get }
}

/// Joins instructions, a line each.
@resultBuilder
public struct InstructionsBuilder {
    public static func buildBlock<each I: InstructionsRepresentable>(_ components: repeat each I) -> Instructions {
        var lines: [String] = []
        for component in repeat each components {
            lines.append(component.instructionsRepresentation.text)
        }
        return Instructions(text: lines.joined(separator: "\n"))
    }

    public static func buildArray(_ instructions: [some InstructionsRepresentable]) -> Instructions {
        Instructions(text: instructions.map(\.instructionsRepresentation.text).joined(separator: "\n"))
    }

    public static func buildEither(first component: some InstructionsRepresentable) -> Instructions {
        component.instructionsRepresentation
    }

    public static func buildEither(second component: some InstructionsRepresentable) -> Instructions {
        component.instructionsRepresentation
    }

    public static func buildOptional(_ instructions: Instructions?) -> Instructions {
        instructions ?? Instructions(text: "")
    }

    public static func buildLimitedAvailability(_ instructions: some InstructionsRepresentable) -> Instructions {
        instructions.instructionsRepresentation
    }

    public static func buildExpression<I: InstructionsRepresentable>(_ expression: I) -> I {
        expression
    }

    public static func buildExpression(_ expression: Instructions) -> Instructions {
        expression
    }
}

extension String: InstructionsRepresentable {
    public var instructionsRepresentation: Instructions {
        return Instructions(text: self)
    }
}

extension Array: InstructionsRepresentable where Element: InstructionsRepresentable {
    public var instructionsRepresentation: Instructions {
        return Instructions(text: map(\.instructionsRepresentation.text).joined(separator: "\n"))
    }
}
