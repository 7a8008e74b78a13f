/// A string on the screen. It wraps to the width it is given, honours `lineLimit`, and
/// truncates with "…"; the semantics keep the whole string.
///
///     Text(LocalizedStrings.title).font(Typography.headline)
public struct Text: PrimitiveView, Equatable {
    let content: String

    public init(_ content: String) {
        self.content = content
    }

    public init(verbatim content: String) {
        self.content = content
    }

    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let environment = context.environment
        let element = TextElement(
            text: content,
            lineLimit: environment.lineLimit,
            truncation: environment.truncationMode,
            alignment: environment.multilineTextAlignment
        )
        let node = Node(text: element, in: context)
        node.semantics.applyTextStyle(environment)
        nodes.append(node)
    }
}

extension SemanticAttributes {
    /// Font, color and emphasis from the environment, as the semantics print them.
    mutating func applyTextStyle(_ environment: EnvironmentValues) {
        font = environment.font?.tokenName
        color = environment.foregroundStyle?.tokenName
        isBold = environment.isBold
        isItalic = environment.isItalic
    }
}
