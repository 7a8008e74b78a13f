/// A control that performs an action. The render marks it `Button`, with its role and
/// the style it is drawn in; the action never runs during a render.
public nonisolated struct Button<Label: View>: PrimitiveView {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.role = role
        self.label = label()
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let environment = context.environment
        let content: any View = environment.buttonStyle.map { styled(by: $0) } ?? label
        let look = environment.buttonStyle == nil ? SystemButtonLook(style: environment.primitiveButtonStyle, role: role, environment: environment) : nil
        var labelContext = context.inside(stackAxis: nil)
        if let foreground = look?.foreground {
            var labelEnvironment = environment
            labelEnvironment.foregroundStyle = foreground
            labelContext = labelContext.with(environment: labelEnvironment)
        }
        let children = Resolver.nodes(for: content, in: labelContext)
        let node = Resolver.control("Button", label: children, in: context)
        if let live = context.live, context.environment.isEnabled { live.register(.tap(action), on: node) }
        if let role { node.semantics.properties.append(("role", role.name)) }
        if let style = environment.primitiveButtonStyle { node.semantics.properties.append(("style", style.rawValue)) }
        if let tint = environment.tint { node.semantics.properties.append(("tint", tint)) }
        nodes.append(look?.surround(node, in: context) ?? node)
    }

    @MainActor private func styled(by style: some ButtonStyle) -> any View {
        style.makeBody(configuration: ButtonStyleConfiguration(label: .init(view: label), role: role, isPressed: false))
    }
}

extension Button where Label == Text {
    /// A `String` shown as it is; disfavored, so that a literal is a `LocalizedStringKey`
    /// whose values are written for the locale, as in SwiftUI.
    @_disfavoredOverload
    @preconcurrency public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    @_disfavoredOverload
    @preconcurrency public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == TextUICore.Label<Text, Image> {
    /// A button whose label is a title and a symbol (iOS 17).
    @preconcurrency public init(_ title: String, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { TextUICore.Label(title, systemImage: systemImage) }
    }

    @preconcurrency public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { TextUICore.Label(title, systemImage: systemImage) }
    }
}

extension Resolver {
    /// A control drawn as its label (a button, a link): its label's nodes in a column,
    /// named by `kind` with no size (the label shows it), disabled as its environment is.
    static func control(_ kind: String, label children: [Node], in context: ResolveContext) -> Node {
        let node = Node(StackElement(axis: .vertical, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: children, in: context)
        node.semantics.kind = kind
        node.semantics.namePrintsSize = false
        node.semantics.isDisabled = !context.environment.isEnabled
        return node
    }
}

extension Button where Label == Image {
    /// iOS 26's button of a role alone: the role's symbol (`✕` to close, `✓` to confirm).
    @preconcurrency public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        let symbol = role == .confirm ? "checkmark" : "xmark"
        self.init(role: role, action: action) { Image(systemName: symbol) }
    }
}

/// What the system's button styles draw around a label, as on iOS: the default and
/// borderless looks tint its text (red for a destructive button); bordered ones also
/// fill a rounded shape behind it, padded, which the render draws as a card
/// (`Surface`): `[ Save ]`. A foreground the code set outside the button wins, except
/// on a prominent button, whose label is white on its fill. `plain` draws the label as
/// it is.
struct SystemButtonLook {
    /// The label's color, when the look sets it.
    var foreground: Paint?
    /// The fill behind the label, for the bordered looks.
    var fill: Paint?

    init(style: ButtonStyleKind?, role: ButtonRole?, environment: EnvironmentValues) {
        let tint = role == .destructive ? Color.red.paint : environment.tint ?? Color.accentColor.paint
        switch style {
        case .plain:
            break
        case .borderedProminent, .glassProminent:
            foreground = Color.white.paint
            fill = tint
        case .bordered, .glass:
            foreground = environment.foregroundStyle ?? tint
            fill = Color(named: "systemFill").paint
        case .borderless, nil:
            foreground = environment.foregroundStyle ?? tint
        }
    }

    /// The button, padded by SwiftUI's 12 pt on the sides, on its fill.
    @MainActor
    func surround(_ button: Node, in context: ResolveContext) -> Node {
        guard let fill else { return button }
        let padded = _WrappingModifier.padding(button, edges: .horizontal, length: PointLength(12), in: context)
        return Node(SurfaceElement(surface: Surface(form: .roundedRectangle, fill: fill)), children: CollectionOfOne(padded), in: context)
    }
}
