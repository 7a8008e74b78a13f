import Foundation

// What the system tells views about the device and the reader. A render is one phone
// held upright, in light mode, at the default text size: these are its values, and a
// test can set others with `.environment(_:_:)` for the views inside.

/// Light or dark appearance.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    case light
    case dark
}

/// Whether the contrast is the standard one or increased.
public enum ColorSchemeContrast: Sendable, Hashable {
    case standard
    case increased
}

/// How much room a dimension has: a phone upright is compact across, regular down.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact
    case regular
}

/// The reader's text size.
public enum DynamicTypeSize: Sendable, Hashable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Whether a list is being edited.
public enum EditMode: Sendable, Hashable {
    case inactive
    case transient
    case active

    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// Light in a render.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var colorSchemeContrast: ColorSchemeContrast { .standard }

    /// Compact on a phone held upright.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// `large`, the default text size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Gregorian, in a render: never the machine's.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// UTC (Foundation names it `GMT`), in a render: never the machine's.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The letter case texts are drawn in; nil draws them as written.
    public var textCase: Text.Case? {
        get { builtIn.textCase }
        set { update { $0.textCase = newValue; $0.textCaseIsSet = true } }
    }

    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityInvertColors: Bool { false }
    public var accessibilityVoiceOverEnabled: Bool { false }
    public var legibilityWeight: LegibilityWeight? { .regular }
    public var displayScale: CGFloat { 3 }
}

/// Whether the reader asked for bold text.
public enum LegibilityWeight: Sendable, Hashable {
    case regular
    case bold
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }

extension View {
    /// The appearance of the screen that shows this view, as in SwiftUI, where the
    /// preference reaches the whole window: the render's header says `dark`, and the
    /// views inside read it from `@Environment(\.colorScheme)`.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, _PreferredColorSchemeModifier> {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }

    /// The older form (deprecated on iOS, still in previews): the views inside in this
    /// scheme, as `.environment(\.colorScheme, _)` sets it.
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.colorScheme = colorScheme })
    }

    /// The text size of the views inside.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.dynamicTypeSize = size })
    }

    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _UndrawnModifier> where T.Bound == DynamicTypeSize {
        modifier(_UndrawnModifier())
    }
}

extension EnvironmentValues {
    /// Left to right in a render; a test may set right to left for the views inside,
    /// which a grid of cells still lays out left to right.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
