/// How labels inside draw: SwiftUI's styles by name, or a style of the app's own.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration

    /// Which of SwiftUI's styles this is; nil for a style of the app's own.
    var _builtIn: _BuiltInLabelStyle? { get }
}

extension LabelStyle {
    public var _builtIn: _BuiltInLabelStyle? { nil }
}

/// The parts of a label a style arranges.
public struct LabelStyleConfiguration {
    public struct Title: View {
        let view: AnyView
        public var body: some View { view }
    }

    public struct Icon: View {
        let view: AnyView
        public var body: some View { view }
    }

    public let title: Title
    public let icon: Icon
}

/// SwiftUI's own label styles, which a render draws itself.
public enum _BuiltInLabelStyle: String, Sendable {
    case automatic, titleAndIcon, titleOnly, iconOnly
}

public nonisolated struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _builtIn: _BuiltInLabelStyle? { .automatic }
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

public nonisolated struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _builtIn: _BuiltInLabelStyle? { .titleAndIcon }
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

public nonisolated struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _builtIn: _BuiltInLabelStyle? { .titleOnly }
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

public nonisolated struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _builtIn: _BuiltInLabelStyle? { .iconOnly }
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }

extension EnvironmentValues {
    /// The style labels inside draw in; nil for the default.
    var labelStyle: (any LabelStyle)? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: (any LabelStyle)? = nil
}

extension View {
    /// Draws the labels inside in `style`: `.iconOnly` keeps the icon and names the
    /// title in the semantics, as a screen reader still reads it.
    nonisolated public func labelStyle(_ style: some LabelStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.labelStyle = style })
    }
}
