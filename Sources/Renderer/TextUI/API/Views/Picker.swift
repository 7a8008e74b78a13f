import RenderFormat
/// A choice among tagged options. A still picture shows it closed: in the default
/// style its label and the selected option's text with `⌄`; segmented, every option,
/// the selected one in brackets. The semantics name the selection and the options.
///
///     Picker("Status", selection: $status) {
///         Text("Alive").tag(Status.alive)
///         Text("Dead").tag(Status.dead)
///     }
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    let title: String?

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
        title = nil
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let options = Resolver.nodes(for: content, in: context.inside(stackAxis: .vertical))
        let selected = AnyHashable(selection.wrappedValue)
        let texts = options.map { Resolver.readableTexts(of: [$0]).joined(separator: " ") }
        let selectedIndex = options.firstIndex { TagElement.tag(of: $0) == selected }
        let isSegmented = context.environment.pickerStyle == "segmented"

        let row: [Node]
        if isSegmented {
            let shown = texts.enumerated().map { index, text in index == selectedIndex ? "[\(text)]" : text }
            row = Resolver.nodes(for: Text(shown.joined(separator: " │ ")).lineLimit(1), in: context)
        } else {
            let labelNodes = Resolver.nodes(for: label, in: context.inside(stackAxis: .horizontal))
            let spacer = Node(SpacerElement(minLength: 1, axis: .horizontal), in: context)
            let value = Resolver.nodes(for: Text((selectedIndex.map { texts[$0] } ?? "") + " ⌄").lineLimit(1), in: context)
            row = labelNodes + [spacer] + value
        }
        row.forEach { $0.semantics.isOmitted = true }
        let node = Node(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: row, in: context)
        node.semantics.kind = "Picker"
        node.semantics.namePrintsSize = false
        node.semantics.text = title
        node.semantics.value = selectedIndex.map { texts[$0] } ?? ""
        node.semantics.properties.append(("options", SemanticsSyntax.quote(texts.joined(separator: ", "))))
        if let style = context.environment.pickerStyle { node.semantics.properties.append(("style", style)) }
        node.semantics.isDisabled = !context.environment.isEnabled
        node.semantics.isLeaf = true
        nodes.append(node)
    }
}

extension Picker where Label == Text {
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        label = Text(title)
        self.title = title
    }
}

// The styles a picker can be drawn in; the semantics name any but the default.
public protocol PickerStyle {
    var _name: String? { get }
}
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _name: String? { nil } }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _name: String? { "menu" } }
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _name: String? { "segmented" } }
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _name: String? { "inline" } }
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _name: String? { "wheel" } }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _name: String? { "navigationLink" } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }

extension View {
    /// The look of the pickers inside.
    public func pickerStyle(_ style: some PickerStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        let name = style._name
        return modifier(_EnvironmentModifier { $0.pickerStyle = name })
    }

    /// This view's value among a picker's options.
    @inlinable
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.tag(AnyHashable(tag)))
    }
}

extension _WrappingModifier {
    @usableFromInline
    static func tag(_ tag: AnyHashable) -> _WrappingModifier {
        // `AnyHashable` is not Sendable; the tag is only compared while the view
        // resolves, on the main actor, and never leaves it.
        nonisolated(unsafe) let tag = tag
        return _WrappingModifier { node, context in
            Node(TagElement(tag: tag), children: CollectionOfOne(node), in: context)
        }
    }
}
