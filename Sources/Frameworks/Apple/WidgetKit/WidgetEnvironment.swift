import SwiftUI

/// How the system draws a widget: in full color, or tinted on an accented or vibrant
/// Home Screen or Lock Screen.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

// What a widget's views read of where they are drawn. A view shared by an app and its
// widget reads these in the app too; there they have iOS's defaults, and a snapshot test
// of the widget's view sets the family it draws (`.environment(\.widgetFamily, .systemMedium)`).
extension EnvironmentValues {
    /// The widget's size: `.systemSmall` unless set.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// `.fullColor` unless set.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the system draws the widget's container background: true unless set.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}

extension View {
    /// The URL the app opens when the person taps the widget; a still picture has no tap.
    nonisolated public func widgetURL(_ url: URL?) -> some View { self }
}
