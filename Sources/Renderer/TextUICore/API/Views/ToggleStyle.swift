/// How toggles inside draw: SwiftUI's styles by name, or a style of the app's own,
/// whose `makeBody` the render draws with the toggle's label and value.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration

    /// The name of SwiftUI's style; nil for a style of the app's own.
    var _builtInName: String? { get }
}

extension ToggleStyle {
    public var _builtInName: String? { nil }
}

/// What a toggle style draws: the label, and whether the toggle is on.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view a style places.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }

    public let label: Label
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values some on and some off.
    public var isMixed: Bool = false
}

public nonisolated struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public var _builtInName: String? { "automatic" }
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public nonisolated struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public var _builtInName: String? { "switch" }
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public nonisolated struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public var _builtInName: String? { "button" }
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }

extension EnvironmentValues {
    /// The style toggles inside draw in; nil for the default.
    var toggleStyle: (any ToggleStyle)? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: (any ToggleStyle)? = nil
}

extension View {
    /// Draws the toggles inside in `style`: SwiftUI's styles are named (`style=button`),
    /// an app's own style is drawn from its `makeBody`.
    nonisolated public func toggleStyle(_ style: some ToggleStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.toggleStyle = style })
    }
}
