/// How a button looks, as SwiftUI's custom button styles say it: `makeBody` gets the
/// button's label and draws around it. A still picture is never pressed.
///
///     struct Pill: ButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label.padding(8).background(.blue, in: .capsule)
///         }
///     }
@MainActor
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` is given.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: PrimitiveView {
        let view: any View

        func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
            Resolver.append(view, in: context, to: &nodes)
        }
    }

    public let label: Label
    public let role: ButtonRole?
    /// Always false: a snapshot is a still picture of a button nobody presses.
    public let isPressed: Bool
}

/// The system's button looks: `.plain`, `.bordered`, `.borderedProminent`,
/// `.borderless`, `.automatic`. Each hands the button its look, which the semantics
/// name for every one but the default.
public protocol PrimitiveButtonStyle {
    var _look: _PrimitiveButtonLook { get }
}

/// A system button style's look, as a button reads it: public only so that the styles
/// can hand it over; what it holds is the button's.
public struct _PrimitiveButtonLook: Sendable, Hashable {
    /// Nil for `.automatic`: the button keeps iOS's default.
    let kind: ButtonStyleKind?
}

/// The system's button looks but the default, as `SystemButtonLook` draws them. The
/// raw value is the name the semantics print (`style=bordered`).
enum ButtonStyleKind: String, Sendable {
    case plain, borderless, bordered, borderedProminent, glass, glassProminent
}

public nonisolated struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _look: _PrimitiveButtonLook { _PrimitiveButtonLook(kind: nil) }
}

public nonisolated struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _look: _PrimitiveButtonLook { _PrimitiveButtonLook(kind: .plain) }
}

public nonisolated struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _look: _PrimitiveButtonLook { _PrimitiveButtonLook(kind: .borderless) }
}

public nonisolated struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _look: _PrimitiveButtonLook { _PrimitiveButtonLook(kind: .bordered) }
}

public nonisolated struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _look: _PrimitiveButtonLook { _PrimitiveButtonLook(kind: .borderedProminent) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// iOS 26's glass button looks.
public nonisolated struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public init(_ glass: Glass) {}
    public var _look: _PrimitiveButtonLook { _PrimitiveButtonLook(kind: .glass) }
}

public nonisolated struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _look: _PrimitiveButtonLook { _PrimitiveButtonLook(kind: .glassProminent) }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// What a button does, as its semantics say: `role=destructive`.
public struct ButtonRole: Sendable, Hashable {
    let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    /// iOS 26: closes what is shown; a button with no label draws `✕`.
    public static let close = ButtonRole(name: "close")
    /// iOS 26: confirms; a button with no label draws `✓`.
    public static let confirm = ButtonRole(name: "confirm")
}

extension View {
    /// A system look for the buttons inside, named in their semantics (`style=bordered`).
    nonisolated public func buttonStyle(_ style: some PrimitiveButtonStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = style._look.kind
        return modifier(_EnvironmentModifier { environment in
            environment.buttonStyle = nil
            environment.primitiveButtonStyle = kind
        })
    }

    /// A custom look for the buttons inside: each draws `makeBody(configuration:)`.
    nonisolated public func buttonStyle(_ style: some ButtonStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { environment in
            environment.buttonStyle = style
            environment.primitiveButtonStyle = nil
        })
    }
}
