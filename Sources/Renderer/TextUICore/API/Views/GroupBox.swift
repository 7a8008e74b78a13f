import CoreGraphics

/// A box that groups views under an optional label, as iOS draws it: its content
/// padded on a rounded fill of the secondary background, the label bold above it. The
/// fill draws as a card, and the semantics name the box (`GroupBox`). A style of the
/// app's own (`groupBoxStyle`) draws it from its `makeBody` instead.
public nonisolated struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box with a label made of views (iOS 13's order: label first).
    @available(iOS, deprecated: 100000, renamed: "init(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    @MainActor public var body: some View {
        _GroupBoxBody(configuration: GroupBoxStyleConfiguration(
            label: .init(view: AnyView(label)),
            content: .init(view: AnyView(content)),
            hasLabel: !(label is EmptyView)
        ))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(String(title)) })
    }
}

/// How group boxes inside draw: the system's, or a style of the app's own.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The parts of a group box a style arranges.
public struct GroupBoxStyleConfiguration {
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }

    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }

    public let label: Label
    public let content: Content
    /// False for a box made without a label: the system style draws no label row.
    let hasLabel: Bool
}

/// The system's look: the label above the content, both padded on a rounded fill.
public nonisolated struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            if configuration.hasLabel {
                configuration.label.font(.headline)
            }
            configuration.content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(named: "secondarySystemBackground"), in: RoundedRectangle(cornerRadius: 8))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// Draws a box in the environment's style, named `GroupBox` in the semantics.
struct _GroupBoxBody: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.groupBoxStyle) private var style

    var body: some View {
        styled.modifier(_SemanticsKindModifier(kind: "GroupBox", printsSize: false))
    }

    private var styled: AnyView {
        guard let style else { return AnyView(DefaultGroupBoxStyle().makeBody(configuration: configuration)) }
        return AnyView(style.makeBody(configuration: configuration))
    }
}

extension EnvironmentValues {
    /// The style group boxes inside draw in; nil for the system's.
    var groupBoxStyle: (any GroupBoxStyle)? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: (any GroupBoxStyle)? = nil
}

extension View {
    /// Draws the group boxes inside in `style`.
    nonisolated public func groupBoxStyle(_ style: some GroupBoxStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.groupBoxStyle = style })
    }
}
