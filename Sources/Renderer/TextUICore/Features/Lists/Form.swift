/// A list of controls for settings and input: inset grouped whatever list style is set
/// around it, as on iOS, each section a card. The semantics print `Form`.
public nonisolated struct Form<Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let node = ListLayout.list(of: content, style: .insetGrouped, in: context)
        node.semanticTarget.semantics.kind = "Form"
        nodes.append(node)
    }
}

/// How a form lays out its controls; on iOS every style is grouped.
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

extension View {
    /// A form's look, named (`formStyle=columns`): a phone draws a form grouped.
    nonisolated public func formStyle(_ style: some FormStyle) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.style("formStyle", style, protocolName: "FormStyle"))
    }
}
