import RenderContext
// TextUI's own environment values. They live in `EnvironmentValues.builtIn`; each
// setter also bumps the version the renderer compares.

extension EnvironmentValues {
    /// The device the render lays out on. Package-wide, not public: SwiftUI has no such
    /// value, and an app may well name one of its own `device`.
    package var device: Device {
        get { builtIn.device }
        set { update { $0.device = newValue } }
    }

    /// The locale strings are looked up in: Foundation's, as in SwiftUI. It comes from
    /// the render, never from the machine running it.
    public var locale: Locale {
        get { builtIn.locale }
        set { update { $0.locale = newValue } }
    }

    public var font: Font? {
        get { builtIn.font }
        set { update { $0.font = newValue } }
    }

    /// The foreground style, as the semantics print it and a picture paints it.
    var foregroundStyle: Paint? {
        get { builtIn.foregroundStyle }
        set { update { $0.foregroundStyle = newValue } }
    }

    var buttonStyle: (any ButtonStyle)? {
        get { builtIn.buttonStyle }
        set { update { $0.buttonStyle = newValue } }
    }

    var primitiveButtonStyle: ButtonStyleKind? {
        get { builtIn.primitiveButtonStyle }
        set { update { $0.primitiveButtonStyle = newValue } }
    }

    var pickerStyle: PickerStyleKind? {
        get { builtIn.pickerStyle }
        set { update { $0.pickerStyle = newValue } }
    }

    /// The tint, as the semantics print it and a picture paints it.
    var tint: Paint? {
        get { builtIn.tint }
        set { update { $0.tint = newValue } }
    }

    var isBold: Bool {
        get { builtIn.isBold }
        set { update { $0.isBold = newValue } }
    }

    var isItalic: Bool {
        get { builtIn.isItalic }
        set { update { $0.isItalic = newValue } }
    }

    public var lineLimit: Int? {
        get { builtIn.lineLimit }
        set { update { $0.lineLimit = newValue } }
    }

    public var truncationMode: TruncationMode {
        get { builtIn.truncationMode }
        set { update { $0.truncationMode = newValue } }
    }

    public var multilineTextAlignment: TextAlignment {
        get { builtIn.multilineTextAlignment }
        set { update { $0.multilineTextAlignment = newValue } }
    }

    public var isEnabled: Bool {
        get { builtIn.isEnabled }
        set { update { $0.isEnabled = newValue } }
    }
}
