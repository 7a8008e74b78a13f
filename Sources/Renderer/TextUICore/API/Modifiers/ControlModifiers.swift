// How controls inside are drawn and what they do on submit: sizes and styles are
// named on the element they are set on (`controlSize=small`, `textFieldStyle=roundedBorder`);
// `labelsHidden` really hides the labels of toggles, pickers, date pickers and steppers.

/// The size of controls inside.
public enum ControlSize: String, Sendable, Hashable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// How text fields inside draw.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    var _name: String { get }
}

public struct DefaultTextFieldStyle: TextFieldStyle { public init() {}; public var _name: String { "automatic" } }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {}; public var _name: String { "plain" } }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {}; public var _name: String { "roundedBorder" } }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }

/// What submits a field: the return key, or a search.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension EnvironmentValues {
    /// Whether controls inside hide their labels.
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension View {
    /// Hides the labels of the controls inside; a screen reader still reads them.
    nonisolated public func labelsHidden() -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.labelsHidden = true })
    }

    /// `controlSize=small` on the element it is set on.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<ModifiedContent<Self, _EnvironmentModifier>, _SemanticsModifier> {
        modifier(_EnvironmentModifier { $0.controlSize = controlSize }).modifier(.property("controlSize", controlSize.rawValue))
    }

    /// `textFieldStyle=roundedBorder` on the element it is set on.
    nonisolated public func textFieldStyle(_ style: some TextFieldStyle) -> ModifiedContent<Self, _SemanticsModifier> {
        // Read on the main actor, where the view that holds it resolves.
        nonisolated(unsafe) let style = style
        return modifier(_SemanticsModifier { semantics, _ in
            let name = style._name
            if name != "automatic" { semantics.properties.append(("textFieldStyle", name)) }
        })
    }

    /// Runs when a field inside is submitted; never within a still picture.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
