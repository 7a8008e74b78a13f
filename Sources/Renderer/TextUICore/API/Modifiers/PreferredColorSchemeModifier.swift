/// `preferredColorScheme(_:)`: sets the scheme of the views inside and tells the render
/// which scheme the screen was asked for. A nil preference changes nothing.
public nonisolated struct _PreferredColorSchemeModifier: PrimitiveModifier {
    let colorScheme: ColorScheme?

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        guard let colorScheme else {
            Resolver.append(content, in: context, to: &nodes)
            return
        }
        if !context.recorder.hasPreferredColorScheme {
            context.recorder.preferredColorScheme = colorScheme
            context.recorder.hasPreferredColorScheme = true
        }
        var environment = context.environment
        environment.colorScheme = colorScheme
        Resolver.append(content, in: context, environment: environment, to: &nodes)
    }
}
