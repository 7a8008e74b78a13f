/// How progress views inside draw: `.linear` as a bar, `.circular` as a spinner, or a
/// style of the app's own drawn from its `makeBody`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration

    /// The name of SwiftUI's style; nil for a style of the app's own.
    var _builtInName: String? { get }
}

extension ProgressViewStyle {
    public var _builtInName: String? { nil }
}

/// What a progress style draws.
public struct ProgressViewStyleConfiguration {
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }

    public struct CurrentValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// From 0 to 1; nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

public nonisolated struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _builtInName: String? { "automatic" }
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public nonisolated struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public var _builtInName: String? { "linear" }
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public nonisolated struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public var _builtInName: String? { "circular" }
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() } }

extension EnvironmentValues {
    var progressViewStyle: (any ProgressViewStyle)? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: (any ProgressViewStyle)? = nil
}

extension View {
    nonisolated public func progressViewStyle(_ style: some ProgressViewStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.progressViewStyle = style })
    }
}
