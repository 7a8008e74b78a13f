import RenderFormat
/// A choice among tagged options. A still picture shows it closed, as iOS draws each
/// style: in a list or form row (menu, the default), its label and the selected
/// option's text in grey with `⌃⌄`; elsewhere the menu button alone, the selected text
/// in the tint with `⌃⌄`; segmented, every option, the selected one in brackets;
/// inline, a row per option, the selected one checked; navigation link, label, value
/// and `›`. Options match the selection by their `.tag`, or, in a `ForEach`, by their
/// element's id, as SwiftUI tags them. The semantics name the selection and options.
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
        var optionContext = context.inside(stackAxis: .vertical)
        optionContext.tagsRowsByID = true
        optionContext.listStyle = nil
        let options = Resolver.nodes(for: content, in: optionContext)
        let selected = AnyHashable(selection.wrappedValue)
        let texts = options.map { Resolver.readableTexts(of: [$0]).joined(separator: " ") }
        let selectedIndex = options.firstIndex { TagElement.tag(of: $0) == selected }
        let value = selectedIndex.map { texts[$0] } ?? ""
        let style = context.environment.pickerStyle
        let inRow = context.listStyle != nil

        let node: Node
        switch style {
        case .segmented:
            let shown = texts.enumerated().map { index, text in index == selectedIndex ? "[\(text)]" : text }
            node = row(Resolver.nodes(for: Text(shown.joined(separator: " │ ")).lineLimit(1), in: context), in: context)
        case .inline:
            let rows = texts.enumerated().map { index, text in
                Resolver.nodes(for: HStack(spacing: 0) { Text(text).lineLimit(1); Spacer(minLength: 1); Text(index == selectedIndex ? "✓" : " ").foregroundStyle(Color.accentColor) }, in: context)[0]
            }
            rows.forEach { $0.semantics.isOmitted = true }
            node = Node(StackElement(axis: .vertical, horizontalAlignment: .leading, verticalAlignment: .center, spacing: 0), children: rows, in: context)
        case .navigationLink:
            node = labelled(value: Text(value).foregroundStyle(.secondary), trailer: "›", in: context)
        case .menu, .wheel, nil:
            if inRow || style == .wheel {
                node = labelled(value: Text(value).foregroundStyle(.secondary), trailer: "⌃⌄", in: context)
            } else {
                // A menu button, as iOS draws a picker outside a form: the selection is its label.
                let tint = context.environment.tint ?? Color.accentColor.paint
                var environment = context.environment
                environment.foregroundStyle = tint
                node = row(Resolver.nodes(for: Text(value + (value.isEmpty ? "" : " ") + "⌃⌄").lineLimit(1), in: context.with(environment: environment)), in: context)
            }
        }
        node.semantics.kind = "Picker"
        node.semantics.namePrintsSize = false
        node.semantics.text = title
        node.semantics.value = value
        node.semantics.properties.append(("options", SemanticsSyntax.quote(texts.joined(separator: ", "))))
        if let style { node.semantics.properties.append(("style", style.rawValue)) }
        node.semantics.isDisabled = !context.environment.isEnabled
        node.semantics.isLeaf = true
        if let live = context.live, context.environment.isEnabled {
            let tags = options.map { TagElement.tag(of: $0) }
            let selection = selection
            live.register(.pick(options: texts) { index in
                if let value = tags[index]?.base as? SelectionValue { selection.wrappedValue = value }
            }, on: node)
        }
        nodes.append(node)
    }

    /// The label at the leading edge, the value and its trailer at the trailing edge.
    @MainActor private func labelled(value: Text, trailer: String, in context: ResolveContext) -> Node {
        let labelNodes = Resolver.nodes(for: label, in: context.inside(stackAxis: .horizontal))
        let spacer = Node(SpacerElement(minLength: 1, axis: .horizontal), in: context)
        let valueNodes = Resolver.nodes(for: (value + Text(" " + trailer)).lineLimit(1), in: context)
        return row(labelNodes + [spacer] + valueNodes, in: context)
    }

    @MainActor private func row(_ children: [Node], in context: ResolveContext) -> Node {
        children.forEach { $0.semantics.isOmitted = true }
        return Node(StackElement(axis: .horizontal, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: children, in: context)
    }
}

extension Picker {
    /// The label given as a view (the older form, still in apps).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, selection: selection, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        label = Text(String(title))
        self.title = String(title)
    }
}

extension Picker where Label == TextUICore.Label<Text, Image> {
    /// A label of a title and a symbol, as a row shows it.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(titleKey.text, systemImage: systemImage, selection: selection, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        label = TextUICore.Label(String(title), systemImage: systemImage)
        self.title = String(title)
    }
}

/// The styles a picker can be drawn in; each hands the picker its look, which the
/// semantics name for any but the default.
public protocol PickerStyle {
    var _look: _PickerLook { get }
}

/// A picker style's look, as a picker reads it: public only so that the styles can hand
/// it over; what it holds is the picker's.
public struct _PickerLook: Sendable {
    /// Nil for `.automatic`: a menu, or a row in a list.
    let kind: PickerStyleKind?
}

/// The looks a picker draws but the default. The raw value is the name the semantics
/// print (`style=segmented`).
enum PickerStyleKind: String, Sendable {
    case menu, segmented, inline, wheel, navigationLink
}

public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _look: _PickerLook { _PickerLook(kind: nil) } }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _look: _PickerLook { _PickerLook(kind: .menu) } }
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _look: _PickerLook { _PickerLook(kind: .segmented) } }
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _look: _PickerLook { _PickerLook(kind: .inline) } }
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _look: _PickerLook { _PickerLook(kind: .wheel) } }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _look: _PickerLook { _PickerLook(kind: .navigationLink) } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }

extension View {
    /// The look of the pickers inside.
    nonisolated public func pickerStyle(_ style: some PickerStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = style._look.kind
        return modifier(_EnvironmentModifier { $0.pickerStyle = kind })
    }

    /// This view's value among a picker's options.
    @inlinable
    nonisolated public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _WrappingModifier> {
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
